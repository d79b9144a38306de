// The suite uses the spec's beyond-seed operations (x-beyond-seed: POST /register, GET /messages, GET /users, ...)
// as helpers, never as the subject of a generic check: a server whose beyond-seed endpoints all fail is still clean
// under every check, and no finding names one of them.
import { describe, expect, it } from "vitest";
import { listOperations, loadSpec, matchOperation } from "../../lib/spec/index.ts";
import { brokenServer, jsonResponse } from "./support/reference.ts";
import { runAgainst } from "./support/run.ts";

const operations = listOperations(loadSpec());
const beyondSeed = new Set(operations.filter((o) => o.beyondSeed).map((o) => `${o.method.toUpperCase()} ${o.path}`));

describe("beyond-seed operations", () => {
  it("the spec has some, among them the calls Zulip's clients make", () => {
    expect([...beyondSeed]).toEqual(
      expect.arrayContaining(["GET /users", "GET /users/me/subscriptions", "GET /get_stream_id", "POST /realm/filters", "GET /messages", "POST /register"]),
    );
  });

  /** The request's operation; none for a path with a malformed escape (the edge sweep sends /users/a%zzb). */
  const operationOf = (req: Request) => {
    try {
      return matchOperation(operations, req.method, new URL(req.url).pathname.replace(/^\/api\/v1/, ""))?.operation;
    } catch {
      return undefined;
    }
  };

  it("are never fuzzed by the generic checks: a server that fails every one of them is clean", async () => {
    const server = brokenServer({
      request: (req) => {
        const op = operationOf(req);
        return op?.beyondSeed ? jsonResponse({ result: "error", msg: "broken on purpose", code: "BROKEN" }, undefined, 500) : undefined;
      },
    });
    try {
      const report = await runAgainst(server.fetch, { only: ["checks/*"], runs: 2 });
      // The checks did run (the seed's operations were exercised), and none of them touched a beyond-seed one.
      expect(report.coverage.filter((c) => c.exercised && !beyondSeed.has(c.operation)).length).toBeGreaterThan(20);
      expect(report.coverage.filter((c) => c.exercised && beyondSeed.has(c.operation)).map((c) => c.operation)).toEqual([]);
      expect(report.findings.filter((f) => beyondSeed.has(f.operation ?? ""))).toEqual([]);
      expect(report.findings.filter((f) => f.severity === "failure")).toEqual([]);
    } finally {
      server.close();
    }
  });
});
