// A server that hangs, resets, answers garbage, HTML or a huge body is a finding, never a crash or a hang.
import { afterAll, describe, expect, it } from "vitest";
import { referenceServer } from "./support/reference.ts";
import { runAgainst, failuresOf } from "./support/run.ts";

type Fetch = (req: Request) => Promise<Response>;
const reference = referenceServer();
afterAll(() => reference.close());
const onStreams = (bad: Fetch): Fetch => {
  const good = reference.fetch;
  return (req) => (req.method === "GET" && new URL(req.url).pathname.endsWith("/streams") ? bad(req) : good(req));
};
const only = ["checks/not_a_server_error", "checks/content_type_conformance"];
// The kinds of the failures on GET /streams: each fault is its own kind of finding (engine/faults.ts).
const titles = async (fetch: Fetch, extra = {}) => {
  const report = await runAgainst(fetch, { only, timeoutMs: 300, ...extra });
  return failuresOf(report).filter((f) => f.operation === "GET /streams").map((f) => f.kind);
};

describe("robustness", () => {
  it("a hanging server (even one ignoring the abort signal) is a timeout finding", async () => {
    const started = Date.now();
    expect(await titles(onStreams(() => new Promise(() => {})), { timeoutMs: 100 })).toEqual(["unresponsive"]);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("a connection reset is a finding", async () => {
    expect(await titles(onStreams(async () => Promise.reject(new TypeError("fetch failed", { cause: new Error("ECONNRESET") }))))).toEqual(["connection-reset"]);
  });

  it("garbage and HTML are findings", async () => {
    expect(await titles(onStreams(async () => new Response("\u0000\u0001{{garbage", { headers: { "content-type": "application/json" } })))).toEqual(["unparsable-body"]);
    expect(await titles(onStreams(async () => new Response("<html>Bad Gateway</html>", { status: 400, headers: { "content-type": "text/html" } })))).toEqual(["unparsable-body"]);
  });

  it("a huge body is cut off and reported", async () => {
    const huge = () =>
      new Response(new ReadableStream({ pull: (c) => c.enqueue(new Uint8Array(64 * 1024).fill(32)) }), { headers: { "content-type": "application/json" } });
    expect(await titles(onStreams(async () => huge()), { maxBodyBytes: 256 * 1024 })).toEqual(["oversized-body"]);
  });

  it("a body that never ends is a timeout", async () => {
    const trickle = () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("{")) }), { headers: { "content-type": "application/json" } });
    expect(await titles(onStreams(async () => trickle()), { timeoutMs: 100 })).toEqual(["unresponsive"]);
  });

  it("the whole run is bounded by --max-time", async () => {
    const good = reference.fetch;
    const slow: Fetch = async (req) => (await new Promise((r) => setTimeout(r, 20)), good(req));
    const started = Date.now();
    const report = await runAgainst(slow, { maxTimeMs: 1500, runs: 20 });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(report.rules.some((r) => r.reason === "time budget exhausted")).toBe(true);
    expect(failuresOf(report)).toEqual([]);
    // Rules left unrun prove nothing: the run is incomplete, never "conformant".
    expect([report.verdict, report.exitCode]).toEqual(["incomplete", 1]);
  });

  it("an unreachable server or another API exits 3", async () => {
    const refused = await runAgainst(async () => Promise.reject(new TypeError("fetch failed")));
    expect([refused.verdict, refused.exitCode]).toEqual(["unreachable", 3]);
    const html = await runAgainst(async () => new Response("<html>Welcome to nginx</html>", { headers: { "content-type": "text/html" } }));
    expect(html.exitCode).toBe(3);
    expect(html.notes.join()).toMatch(/not a Team Chat Service API/);
  });
});
