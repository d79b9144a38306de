/**
 * The HTML report (--reporter html=FILE) in a real browser: Debian's Chromium (never a downloaded browser) driven by
 * playwright-core, every outside host unresolvable. The report is of a run against a server with many failures
 * (support/many-failures.ts: a 502 on GET /streams, a missing GET /user_groups, every error msg replaced by markup
 * pointing at another host). It opens from the file with no console error, no page error and no request but the
 * file itself; the server's markup shows as text; the digest names the main causes; filter and open/close work;
 * nothing overflows sideways at a laptop's or a phone's width. A screenshot goes to test-artifacts/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { hasChromium, launchChromium, warnIfNoChromium } from "../support/chromium.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatHtml } from "../../conformance/reporters/html.ts";
import type { Report } from "../../conformance/engine/types.ts";
import { HOSTILE_MSG, manyFailuresServer } from "./support/many-failures.ts";
import { runAgainst } from "./support/run.ts";

warnIfNoChromium("html report browser test");

const ARTIFACTS = join(import.meta.dirname, "../../test-artifacts");

let browser: Browser;
let dir: string;
let file: string;
let report: Report;

describe.skipIf(!hasChromium)("the HTML report in Chromium, offline", () => {
  beforeAll(async () => {
    const server = manyFailuresServer();
    try {
      report = await runAgainst(server.fetch);
    } finally {
      server.close();
    }
    dir = mkdtempSync(join(tmpdir(), "teamchat-html-report-"));
    file = join(dir, "report.html");
    writeFileSync(file, formatHtml(report));
    browser = await launchChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the run behind it has many failures of a few causes", () => {
    expect(report.exitCode).toBe(1);
    expect(report.summary.failed).toBeGreaterThan(50);
    expect(JSON.stringify(report.findings)).toContain("evil.example");
  });

  it("opens with no console error and no request but the file; the server's markup is text; the digest names the main causes", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const requested: string[] = [];
    const problems: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
    });
    const url = pathToFileURL(file).href;
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    expect(requested).toEqual([url]);
    expect(await page.title()).toMatch(/^Conformance report: Not conformant/);
    expect(await page.locator("img, iframe, object, embed").count()).toBe(0);
    // Only the report's own script ran.
    expect(await page.locator("script").count()).toBe(1);

    const digestText = await page.locator("#digest").innerText();
    expect(digestText).toContain("Server errors (5xx)");
    expect(digestText).toContain("GET /streams");
    expect(digestText).toContain("Endpoints missing");
    expect(digestText).toContain("GET /user_groups");
    // The heaviest cause first, with its count and share.
    const first = await page.locator("#digest tbody tr").first().innerText();
    expect(first).toMatch(/^\d+\s+\d+%\s+Server errors \(5xx\)/);

    // Every finding is there, under its cause, with its repro; the hostile msg shows as the text it is.
    expect(await page.locator("article.finding").count()).toBe(report.findings.filter((f) => f.severity !== "note").length);
    await page.click("#open-all");
    const all = await page.locator("main").innerText();
    // (inside a JSON body, so its quotes are backslashed)
    expect(all.includes('<img src=\\"http://evil.example/x.png\\"><script>document.title=')).toBe(true);
    expect(HOSTILE_MSG).toContain("<script>document.title=");
    expect(all).toContain("curl -sS");
    expect(all).toContain("--seed 42");
    expect(await page.locator(".steps li").count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, "conformance-report.png"), fullPage: false });

    // A copy button copies (or, where the clipboard is not offered, selects) its command.
    const copy = page.locator("button.copy").first();
    await copy.click();
    // The label changes once the clipboard answers (asynchronously): waited for with a bound, never a fixed sleep.
    await expect.poll(() => copy.innerText(), { timeout: 5_000 }).toMatch(/^(Copied|Selected)$/);

    // The filter keeps the causes with a matching finding.
    await page.fill("#filter", "user_groups");
    const shown = await page.locator("section.cause:not(.hidden)").count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(await page.locator("section.cause").count());
    await page.fill("#filter", "");
    await page.click("#close-all");
    expect(await page.locator("main details[open]").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("nothing overflows sideways at 1366 px and 390 px", async () => {
    for (const width of [1366, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
      await page.click("#open-all");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 390) await page.screenshot({ path: join(ARTIFACTS, "conformance-report-phone.png") });
      await page.close();
    }
  });
});
