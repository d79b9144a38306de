/**
 * The docs site's layout and links in a real browser (Debian's Chromium driven by playwright-core, never a
 * downloaded browser; every outside host unresolvable). The site is built fresh into a temporary directory and
 * served on 127.0.0.1. Every page is loaded at 1366×800 (a laptop) and 390×844 (a phone):
 *
 * - no page scrolls sideways: `document.documentElement.scrollWidth <= window.innerWidth` (for the API reference,
 *   with every operation brought into view in turn, since Redoc renders only the operations near the viewport);
 * - every curl sample shows all of its text inside its box (wraps): nothing is cut off at the box's edge (a box that
 *   scrolls sideways shows no scrollbar on a phone, nor in headless Chromium);
 * - table cells never break an error code or an identifier letter by letter (a `<code>` in a cell breaks at most
 *   at its spaces);
 * - every link between pages lands on a page and an anchor that exist (an element with the fragment as its id, or
 *   for the API reference a route Redoc renders);
 * - the cross-links: every rule has its anchor `#rule-<id>` and links to its operations; every operation's
 *   description links to the rules that exercise it; every changelog entry links to the operation it changes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import type { Browser, Page } from "playwright-core";
import { hasChromium, launchChromium, serveDirectory, warnIfNoChromium } from "../support/chromium.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { buildDocs } from "../../scripts/build-docs.ts";
import { RULES } from "../../conformance/rules/registry.ts";

warnIfNoChromium("test/docs/layout");

const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
];
const OPERATIONS = listOperations(loadSpec());
/** Redoc's route of an operation, as its menu links it. */
const route = (op: (typeof OPERATIONS)[number]) => `/${op.operation.tags?.[0] ?? "operations"}/${op.operationId}`;

let site: string;
let server: Server;
let base: string;
let browser: Browser;
let pages: string[];

/*
 * Code that runs in the page is passed as text: the test's transform may wrap named functions in helpers that do
 * not exist in the page.
 */
const OVERFLOW = `(() => {
  const iw = window.innerWidth, sw = document.documentElement.scrollWidth;
  if (sw <= iw) return null;
  const wide = [];
  for (const el of document.querySelectorAll("body *")) {
    const b = el.getBoundingClientRect();
    if (b.width > 0 && b.right > iw + 1 && wide.length < 3) wide.push(el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : "") + " (" + Math.round(b.width) + " px: " + (el.textContent || "").replace(/\\s+/g, " ").slice(0, 40) + ")");
  }
  return "scrollWidth " + sw + " > innerWidth " + iw + "; widest: " + wide.join("; ");
})()`;

/** Curl samples whose text does not fit in their box, and cell codes broken inside a word. */
const CLIPPED_AND_BROKEN = `(() => {
  const out = [];
  for (const pre of document.querySelectorAll("pre")) {
    if (!/curl /.test(pre.textContent || "")) continue;
    // Text wider than its box is cut off at the edge: phones (and headless Chromium) show no scrollbar to reach it.
    if (pre.scrollWidth > pre.clientWidth + 1) out.push("curl sample cut off (" + pre.scrollWidth + " px of text in a " + pre.clientWidth + " px box): " + pre.textContent.split("\\n")[0].slice(0, 60));
  }
  for (const code of document.querySelectorAll("td code, th code")) {
    const text = (code.textContent || "").trim();
    const words = text.split(/[\\s/-]+/).filter(Boolean).length;
    const lines = new Set([...code.getClientRects()].map((r) => Math.round(r.top))).size;
    if (lines > words) out.push("<code>" + text + "</code> broken over " + lines + " lines (" + words + " word" + (words > 1 ? "s" : "") + ")");
  }
  return out;
})()`;

const LINKS = `[...document.querySelectorAll("a[href]")].map((a) => a.href)`;

async function open(path: string, viewport = VIEWPORTS[0]): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const response = await page.goto(`${base}/${path}`, { waitUntil: "load" });
  expect(response?.status(), path).toBe(200);
  if (path.startsWith("index.html")) await page.locator(".menu-content").waitFor({ state: "attached", timeout: 30_000 });
  return page;
}

/** Shows a Redoc route and waits until its section is rendered; false when Redoc renders no such section. */
async function showRoute(page: Page, hash: string, timeout = 10_000): Promise<boolean> {
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  const id = decodeURIComponent(hash.replace(/^#\/?/, ""));
  // Polled with evaluate: the pages' Content-Security-Policy forbids the eval that waitForFunction(string) needs.
  const found = `!!(document.getElementById(${JSON.stringify(id)}) || document.querySelector('[data-section-id="' + CSS.escape(${JSON.stringify(`/${id}`)}) + '"]'))`;
  for (const started = Date.now(); Date.now() - started < timeout; await page.waitForTimeout(100)) {
    if (await page.evaluate(found)) {
      await page.waitForTimeout(100);
      return true;
    }
  }
  return false;
}

describe.skipIf(!hasChromium)("docs site layout and links in Chromium, at 1366 and 390 px", () => {
  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), "teamchat-site-layout-"));
    await buildDocs(site);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".html") ? [join(dir, e.name)] : []));
    pages = walk(site).map((f) => relative(site, f).split("\\").join("/")).sort();
    ({ server, base } = await serveDirectory(site));
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    if (site) rmSync(site, { recursive: true, force: true });
  });

  for (const viewport of VIEWPORTS) {
    it(`no page scrolls sideways at ${viewport.width}×${viewport.height}; curl samples fit their box; codes in tables break only at spaces`, async () => {
      const problems: string[] = [];
      for (const path of pages) {
        const page = await open(path, viewport);
        try {
          const overflow = (await page.evaluate(OVERFLOW)) as string | null;
          if (overflow) problems.push(`${path}: ${overflow}`);
          for (const p of (await page.evaluate(CLIPPED_AND_BROKEN)) as string[]) problems.push(`${path}: ${p}`);
          if (path !== "index.html") continue;
          // Redoc renders the operations near the viewport only: bring each into view in turn.
          for (const op of OPERATIONS) {
            const at = `index.html#${route(op)}`;
            if (!(await showRoute(page, `#${route(op)}`))) {
              problems.push(`${at}: Redoc rendered no section for the operation`);
              continue;
            }
            const o = (await page.evaluate(OVERFLOW)) as string | null;
            if (o) problems.push(`${at}: ${o}`);
            for (const p of (await page.evaluate(CLIPPED_AND_BROKEN)) as string[]) problems.push(`${at}: ${p}`);
          }
        } finally {
          await page.close();
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    }, 300_000);
  }

  it("every link between the site's pages lands on a page and an anchor that exist", async () => {
    const targets = new Map<string, Set<string>>(); // page path -> fragments linked to it
    const missingPages: string[] = [];
    const origin = new URL(base).origin;
    for (const path of pages.filter((p) => p !== "index.html")) {
      const page = await open(path);
      for (const href of (await page.evaluate(LINKS)) as string[]) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const target = url.pathname.replace(/^\//, "") || "index.html";
        if (!pages.includes(target)) missingPages.push(`${path} -> ${href}`);
        else if (url.hash.length > 1) (targets.get(target) ?? targets.set(target, new Set()).get(target)!).add(url.hash);
      }
      await page.close();
    }
    // Links inside the API reference's descriptions (its markdown is embedded in the page as Redoc's state).
    const reference = readFileSync(join(site, "index.html"), "utf8");
    for (const [, file, hash] of reference.matchAll(/\]\(((?:[a-z0-9-]+\/)*[a-z0-9-]+\.html)(#[^)\s\\"]+)?\)/g)) {
      if (!pages.includes(file)) missingPages.push(`index.html -> ${file}`);
      else if (hash) (targets.get(file) ?? targets.set(file, new Set()).get(file)!).add(hash);
    }
    expect(missingPages).toEqual([]);

    const missingAnchors: string[] = [];
    for (const [target, hashes] of targets) {
      const page = await open(target);
      for (const hash of hashes) {
        const found =
          target === "index.html"
            ? await showRoute(page, hash.split("#").filter(Boolean).map((h) => `#${h}`)[0])
            : ((await page.evaluate(`!!document.getElementById(${JSON.stringify(decodeURIComponent(hash.slice(1)))})`)) as boolean);
        if (!found) missingAnchors.push(`${target}${hash}`);
      }
      await page.close();
    }
    expect(missingAnchors).toEqual([]);
  }, 300_000);

  it("cross-links: rules have anchors and link to their operations; operations link to their rules; changelog entries to what they change", () => {
    const catalogue = readFileSync(join(site, "conformance-rules.html"), "utf8");
    const reference = readFileSync(join(site, "index.html"), "utf8");
    const byLabel = new Map(OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
    const problems: string[] = [];
    for (const rule of RULES) {
      const row = new RegExp(`<tr id="rule-${rule.id.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"[^>]*>(.*?)</tr>`, "s").exec(catalogue);
      if (!row) {
        problems.push(`conformance-rules.html: no #rule-${rule.id}`);
        continue;
      }
      for (const label of rule.operations ?? []) {
        const op = byLabel.get(label);
        if (!op) continue;
        if (!row[1].includes(`href="index.html#${route(op)}"`)) problems.push(`#rule-${rule.id} does not link to ${label}`);
        if (!reference.includes(`conformance-rules.html#rule-${rule.id}`)) problems.push(`no operation links to #rule-${rule.id}`);
      }
    }
    // Every operation some rule exercises links to each of those rules from its own description.
    const bundled = JSON.stringify(reference);
    for (const op of OPERATIONS) {
      const label = `${op.method.toUpperCase()} ${op.path}`;
      const rules = RULES.filter((r) => r.operations?.includes(label));
      if (!rules.length) continue;
      if (!bundled.includes(`conformance-rules.html#rule-${rules[0].id}`)) problems.push(`${label} does not link to #rule-${rules[0].id}`);
    }
    // The changelog: every entry links to the API reference (the operation or the operations a schema change reaches).
    const changelog = readFileSync(join(site, "changelog.html"), "utf8");
    const entries = [...changelog.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries) if (!/href="index\.html#\/[^"]+"/.test(entry)) problems.push(`changelog entry without a link: ${entry.replace(/<[^>]+>/g, "").slice(0, 80)}`);
    expect(problems.slice(0, 30)).toEqual([]);
  });

  it("says one thing about who may call an operation: no 'Required role: guest' beside 'needs member'", async () => {
    const page = await open("index.html");
    const problems: string[] = [];
    for (const op of OPERATIONS) {
      if (!(await showRoute(page, `#${route(op)}`))) continue;
      const id = route(op).slice(1);
      const text = (await page.evaluate(`(document.getElementById(${JSON.stringify(id)}) || document.body).innerText`)) as string;
      const required = /Required role:\s*(\w+)/.exec(text)?.[1];
      for (const [, needs] of text.matchAll(/needs (\w+)/g)) {
        // A narrower rule tied to a parameter is no contradiction; an unconditional one stated beside the role is.
        const unconditional = (op.operation["x-permission-rules"] ?? []).some((r: { parameter?: string; "required-role"?: string }) => !r.parameter && r["required-role"] === needs);
        if (unconditional && required !== needs) problems.push(`${op.method.toUpperCase()} ${op.path}: "Required role: ${required}" beside "needs ${needs}"`);
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);
});
