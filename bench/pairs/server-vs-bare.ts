// The reference server against its limit: a minimal node:http handler that does the same authentication lookup (the
// same SQLite query, the same constant-time key comparison) and returns the same bytes. Each server in its own
// process, loaded by autocannon in a third (`connections` keep-alive connections, `seconds` per round), on loopback.
import type { Pair, RoundOutcome } from "../measure.ts";
import { devAuth, startBenchServer, type BenchServer } from "../lib/child.ts";
import { runLoad } from "../lib/load.ts";

export const CONNECTIONS = 10;

export function serverVsBare(operation: "GET /users/me" | "POST /drafts", seconds: number, rounds: number): Pair {
  let reference: BenchServer;
  let bare: BenchServer;
  const auth: Record<string, string> = {};
  const [method, path] = operation.split(" ") as ["GET" | "POST", string];
  const body = method === "POST" ? new URLSearchParams({ drafts: JSON.stringify([{ type: "stream", to: [1], topic: "bench", content: "hello" }]) }).toString() : undefined;
  const side = (label: string, server: () => BenchServer) => ({
    label,
    async run(): Promise<RoundOutcome> {
      const s = server();
      const r = await runLoad({
        url: s.apiRoot + path,
        method,
        headers: { authorization: auth[label], ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        body,
        connections: CONNECTIONS,
        seconds,
      });
      if (r.non2xx || r.errors) throw new Error(`${label} ${operation}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      return { ops: r.requests, seconds: r.seconds, figures: { "p50 ms": r.p50Ms, "p99 ms": r.p99Ms } };
    },
  });
  return {
    name: `server-vs-bare ${operation}`,
    question: `${operation} requests per second, ${CONNECTIONS} connections (autocannon in its own process), reference server / bare node:http with the same lookup and bytes`,
    rounds,
    async setup() {
      [reference, bare] = await Promise.all([startBenchServer("reference"), startBenchServer("bare")]);
      auth["reference server"] = await devAuth(reference.apiRoot);
      auth["bare node:http"] = await devAuth(bare.apiRoot);
      if (method === "GET") {
        // The same bytes: the bare handler serves what the reference server answers (its own database's user).
        const [a, b] = await Promise.all(
          [reference, bare].map((s, i) => fetch(s.apiRoot + path, { headers: { authorization: Object.values(auth)[i] } }).then((r) => r.text())),
        );
        if (a.length !== b.length) throw new Error(`the bare server's ${operation} differs from the reference server's`);
      }
    },
    async teardown() {
      await Promise.all([reference?.stop(), bare?.stop()]);
    },
    a: side("reference server", () => reference),
    b: side("bare node:http", () => bare),
    targets: [{ figure: "A/B", op: ">=", value: 0.5, label: "reference server at least 50 % of bare node's requests per second" }],
  };
}
