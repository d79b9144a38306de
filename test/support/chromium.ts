// Debian's Chromium for the browser tests (never a downloaded browser), launched with every outside host
// unresolvable, and a static server for a built directory on 127.0.0.1. One place for the flags that work on these
// machines (../shared/toolchain-notes.md), shared by the docs site tests and the HTML report test.
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

/** Says once, for the test file `what`, that its browser tests are skipped and how to get Chromium. */
export function warnIfNoChromium(what: string): void {
  if (!hasChromium) console.warn(`${what}: SKIPPED, ${CHROMIUM} is missing (install Debian's chromium: apt-get install -y chromium; CI does)`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".png": "image/png", ".css": "text/css" };

/** Serves `dir` on 127.0.0.1 (a path outside it, or missing, is 404); `base` is its URL. */
export async function serveDirectory(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
