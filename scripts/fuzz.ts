/**
 * `npm run fuzz [-- --requests 100000] [--seed N] [--fresh-every 5000]`: the server fuzz test at scale (not in CI;
 * test/server/fuzz.test.ts is the short deterministic run). fast-check requests to every operation of the spec as
 * every kind of account, against the reference server in-process (a fresh in-memory database every --fresh-every
 * requests, so that what earlier requests changed does not narrow what later ones reach). Counts the answers by
 * status, every 5xx and every answer that is not a well-formed envelope (result and msg; errors also a string
 * code), prints the figures and up to 5 examples of each problem with a replay (--seed, request number); exit 1 if
 * there is any.
 */
import fc from "fast-check";
import { readFlags } from "../lib/cli/flags.ts";
import { listOperations, loadSpec } from "../lib/spec/index.ts";
import { createApp, type TeamchatApp } from "../server/app.ts";
import { judge, requestsArb, toHttpRequest, type FuzzRequest } from "./lib/fuzz.ts";

const USAGE = "usage: npm run fuzz [-- --requests 100000] [--seed N] [--fresh-every 5000] [--level N]";
const { integer } = readFlags("fuzz", USAGE, {
  requests: { type: "string", default: "100000" },
  seed: { type: "string", default: "20260115" },
  "fresh-every": { type: "string", default: "5000" },
  level: { type: "string" },
});
const total = integer("requests", { min: 1 })!;
const seed = integer("seed")!;
const freshEvery = integer("fresh-every", { min: 1 })!;
const level = integer("level");
const BATCH = 1000;

let app: TeamchatApp | undefined;
let auth = new Map<string, string>();
const fresh = () => {
  app?.close();
  app = createApp({ db: ":memory:", log: () => {}, heartbeatMs: 50, ...(level !== undefined ? { featureLevel: level } : {}) });
  auth = new Map();
};
const authorization = (email: string) => {
  let h = auth.get(email);
  if (!h) {
    const row = app!.db.prepare("SELECT api_key FROM users WHERE email = ?").get(email) as { api_key: string };
    auth.set(email, (h = "Basic " + Buffer.from(`${email}:${row.api_key}`).toString("base64")));
  }
  return h;
};

fresh();
const ops = listOperations(loadSpec({ level: app!.config.featureLevel }));
const arb = requestsArb(ops);
const byStatus = new Map<number, number>();
const byOp = new Map<string, number>();
const problems: { n: number; request: FuzzRequest; status: number; problem: string; detail?: string }[] = [];
let fiveXx = 0;
let malformed = 0;
const started = process.hrtime.bigint();

process.stderr.write(`fuzz: ${total} requests over ${ops.length} operations, seed ${seed}, a fresh server every ${freshEvery}\n`);
for (let done = 0, batch = 0; done < total; batch++) {
  // One fast-check sample per batch, seeded from the run's seed and the batch number: any request replays alone.
  const requests = fc.sample(arb, { seed: seed + batch, numRuns: Math.min(BATCH, total - done) });
  for (const request of requests) {
    if (done % freshEvery === 0 && done > 0) fresh();
    const n = done++;
    let verdict;
    try {
      verdict = await judge(await app!.fetch(toHttpRequest(request, authorization)));
    } catch (err) {
      verdict = { status: 0, problem: "5xx" as const, detail: `threw: ${(err as Error).stack ?? err}` };
    }
    byStatus.set(verdict.status, (byStatus.get(verdict.status) ?? 0) + 1);
    byOp.set(request.op, (byOp.get(request.op) ?? 0) + 1);
    if (verdict.problem === "5xx") fiveXx++;
    if (verdict.problem === "malformed envelope") malformed++;
    if (verdict.problem && problems.filter((p) => p.problem === verdict.problem).length < 5) problems.push({ n, request, ...verdict, problem: verdict.problem });
  }
  if (batch % 10 === 9) process.stderr.write(`  ${done} requests, ${fiveXx} 5xx, ${malformed} malformed\n`);
}
app!.close();
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

const statuses = [...byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(", ");
process.stdout.write(
  [
    `requests:            ${total} (${ops.length} operations, ${Math.min(...byOp.values())}-${Math.max(...byOp.values())} each)`,
    `statuses:            ${statuses}`,
    `5xx:                 ${fiveXx}`,
    `malformed envelopes: ${malformed}`,
    `time:                ${seconds.toFixed(1)} s (${Math.round(total / seconds)} requests/s), node ${process.version}`,
    `seed:                ${seed} (npm run fuzz -- --requests ${total} --seed ${seed})`,
    "",
  ].join("\n"),
);
for (const p of problems) {
  process.stdout.write(`\n${p.problem} on request #${p.n} (batch ${Math.floor(p.n / BATCH)}): ${p.request.op} as ${p.request.as ?? "anonymous"} -> ${p.status}\n  ${JSON.stringify(p.request)}\n  ${p.detail ?? ""}\n`);
}
process.exit(fiveXx || malformed ? 1 : 0);
