/**
 * The docs site in a real browser: Debian's Chromium (never a downloaded browser) driven by playwright-core, with
 * every outside host unresolvable. The site is built fresh into a temporary directory and served on 127.0.0.1.
 * Screenshots go to test-artifacts/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { hasChromium, launchChromium, serveDirectory, warnIfNoChromium } from "../support/chromium.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectLevels, listOperations, loadSpec, readSpec } from "../../lib/spec/index.ts";
import { buildDocs } from "../../scripts/build-docs.ts";
import { CHECKS } from "../../conformance/checks/index.ts";
import { RULES } from "../../conformance/rules/registry.ts";
import { ROOT } from "../../scripts/lib/redocly.ts";

warnIfNoChromium("test/docs");

const ARTIFACTS = join(ROOT, "test-artifacts");
const SEED_OPERATIONS = listOperations(loadSpec()).filter((o) => !o.beyondSeed);
const LEVELS = [...collectLevels(readSpec()).keys()].sort((a, b) => a - b);

let site: string;
let server: Server;
let base: string;
let browser: Browser;
/** Every URL any page asked for, to prove nothing leaves 127.0.0.1. */
const requested: string[] = [];
const pageErrors: string[] = [];
const blockedByCsp: string[] = [];
/** Console errors of every page (a CSP violation is one). */
const consoleErrors: string[] = [];

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on("request", (r) => requested.push(r.url()));
  page.on("pageerror", (e) => pageErrors.push(`${path}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(`${path}: ${m.text()}`);
  });
  page.on("requestfailed", (r) => {
    if (r.failure()?.errorText === "csp") blockedByCsp.push(r.url());
  });
  const response = await page.goto(`${base}/${path}`, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  return page;
}

describe.skipIf(!hasChromium)("docs site in Chromium, offline", () => {
  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), "teamchat-site-"));
    await buildDocs(site);
    ({ server, base } = await serveDirectory(site));
    browser = await launchChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it("renders the API reference offline, listing all 23 seed operations", async () => {
    const page = await open("index.html");
    const menu = page.locator(".menu-content");
    await menu.waitFor({ timeout: 30_000 });
    // Redoc lists a tag's operations in the sidebar once the tag is opened: open each, collect what is listed.
    let listed = "";
    for (const tag of loadSpec().tags.map((t: { name: string }) => t.name)) {
      await menu.getByText(tag, { exact: true }).first().click();
      listed += ` ${(await menu.innerText()).replace(/\s+/g, " ")}`;
    }
    expect(SEED_OPERATIONS).toHaveLength(23);
    for (const op of SEED_OPERATIONS) expect(listed, op.operationId).toContain(op.operation.summary);
    await page.screenshot({ path: join(ARTIFACTS, "docs-index.png") });
    await page.close();
  });

  it("shows an operation's level badge, role, errors and a curl sample in the wire format", async () => {
    const page = await open("index.html#/user_groups/create-user-group");
    await page.waitForFunction(() => document.body.innerText.includes("--data-urlencode"), undefined, { timeout: 30_000 });
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain("members=[10,11]");
    expect(text).toMatch(/Required role: guest/);
    expect(text).toContain("Invalid user ID: <user_id>");
    await page.screenshot({ path: join(ARTIFACTS, "docs-operation.png") });
    await page.goto(`${base}/index.html#/scheduled_messages/create-scheduled-message`);
    await page.waitForFunction(() => /new in 179/i.test(document.body.innerText), undefined, { timeout: 30_000 });
    await page.close();
  });

  it("has a changelog page listing every feature level", async () => {
    const page = await open("changelog.html");
    const headings = await page.$$eval("h2", (hs) => hs.map((h) => h.textContent ?? ""));
    for (const level of LEVELS) expect(headings, `level ${level}`).toContain(`Feature level ${level}`);
    await page.screenshot({ path: join(ARTIFACTS, "docs-changelog.png"), fullPage: false });
    await page.close();
  });

  it("serves the generated pages and guides, linked from every page's navigation", async () => {
    const page = await open("permissions.html");
    const links = await page.$$eval("nav.tc-nav a", (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBe(11);
    for (const link of links.filter((l) => !l.endsWith("index.html"))) {
      const response = await page.goto(link);
      expect(response?.status(), link).toBe(200);
      expect(await page.$eval("h1", (h) => h.textContent?.length ?? 0)).toBeGreaterThan(0);
    }
    await page.goto(`${base}/permissions.html`);
    expect(await page.$$eval("tbody tr", (rows) => rows.length)).toBe(listOperations(loadSpec()).length);
    await page.close();
  });

  it("has no broken relative link in the generated pages and guides", () => {
    const pages = ["changelog.html", "permissions.html", "errors.html", "states.html", "conformance-rules.html", "seed-coverage.html", "guides/client-quickstart.html", "guides/server-implementers.html", "guides/zulip-differences.html"];
    for (const from of pages) {
      const html = readFileSync(join(site, from), "utf8");
      for (const [, href] of html.matchAll(/href="([^"#]+)(?:#[^"]*)?"/g)) {
        if (/^[a-z]+:/.test(href)) continue;
        expect(existsSync(join(site, dirname(from), href)), `${from} -> ${href}`).toBe(true);
      }
    }
  });

  it("lists every generic check and every rule in the rule catalogue", async () => {
    const page = await open("conformance-rules.html");
    const ids = await page.$$eval("tbody tr td:first-child code", (cs) => cs.map((c) => c.textContent ?? ""));
    expect(ids.sort()).toEqual([...CHECKS, ...RULES].map((r) => r.id).sort());
    const headings = await page.$$eval("h2", (hs) => hs.map((h) => h.textContent ?? ""));
    expect(headings).toEqual(["Generic checks", "Rules"]);
    await page.close();
  });

  it("sent no request outside 127.0.0.1, and logged no error (no CSP violation) and threw none", () => {
    // Redoc's bundle would ask cdn.redoc.ly for its logo: the build replaces it with a local image.
    const outside = requested.filter((u) => !/^(http:\/\/127\.0\.0\.1:\d+\/|data:|blob:|about:)/.test(u));
    expect(outside).toEqual([]);
    expect(blockedByCsp).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
