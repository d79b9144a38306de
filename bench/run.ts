/**
 * `npm run bench [-- --quick] [--json file]`: measures the project's performance claims as ratios, each pair side by
 * side in one run (see measure.ts), with the targets they are held to (met, or the gap). Figures quoted anywhere in
 * the docs come from this command. `--quick` (the smoke test of npm test) runs every pair briefly: its figures are
 * noisier and its suite runs use one example per property.
 */
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { readFlags } from "../lib/cli/flags.ts";
import { formatResult, measurePair, type Pair, type PairResult } from "./measure.ts";
import { serverVsMock } from "./pairs/server-vs-mock.ts";
import { clientVsFetch } from "./pairs/client-vs-fetch.ts";
import { suiteWorkers } from "./pairs/suite-workers.ts";
import { suiteVsLimit } from "./pairs/suite-vs-limit.ts";
import { serverVsBare } from "./pairs/server-vs-bare.ts";
import { startup } from "./pairs/startup.ts";
import { sweepCost } from "./pairs/sweep-cost.ts";
import { formatGrowth, measureGrowth, type GrowthResult } from "./pairs/cost-growth.ts";

const { values } = readFlags("bench", "usage: npm run bench [-- --quick] [--json file]", { quick: { type: "boolean" }, json: { type: "string" } });
const quick = values.quick ?? false;
const q = quick ? 0.2 : 1;
const pairs: Pair[] = [
  suiteVsLimit(quick ? 1 : 3, quick ? 1 : undefined),
  sweepCost(quick ? 1 : 3, quick ? 1 : undefined),
  startup(quick ? 1 : 5),
  serverVsBare("GET /users/me", quick ? 1 : 5, quick ? 1 : 5),
  serverVsBare("POST /drafts", quick ? 1 : 5, quick ? 1 : 5),
  serverVsMock(Math.round(400 * q), quick ? 1 : 7),
  clientVsFetch(Math.round(1000 * q), quick ? 1 : 7),
  suiteWorkers(quick ? 1 : 4, quick ? ["checks/*"] : undefined),
];

const started = performance.now();
const results: PairResult[] = [];
for (const pair of pairs) {
  process.stderr.write(`measuring ${pair.name}...\n`);
  const result = await measurePair(pair, undefined, { warmup: !quick });
  results.push(result);
  process.stdout.write(`${formatResult(result)}\n\n`);
}
process.stderr.write("measuring cost-growth...\n");
const growth: GrowthResult = await measureGrowth({ repeats: quick ? 3 : 15, factor: quick ? 0.05 : 1 });
process.stdout.write(`${formatGrowth(growth)}\n\n`);

const missed = results.flatMap((r) => r.targets.filter((t) => !t.met).map((t) => `${r.name}: ${t.label}`));
const growthMissed = growth.rows.filter((r) => !r.met).length + (growth.fanout.met ? 0 : 1);
process.stdout.write(
  `targets: ${results.reduce((n, r) => n + r.targets.length, 0) - missed.length} of ${results.reduce((n, r) => n + r.targets.length, 0)} pair targets met` +
    `${missed.length ? ` (not met: ${missed.join("; ")})` : ""}; cost growth: ${growthMissed} not met\n`,
);
process.stdout.write(`node ${process.version}, ${cpus().length} cores, ${quick ? "--quick, " : ""}${((performance.now() - started) / 1000).toFixed(0)} s\n`);
if (values.json) writeFileSync(values.json, JSON.stringify({ node: process.version, quick, results, growth }, null, 2));
process.exit(0);
