/**
 * `npm run bench [-- --quick] [--json file]`: measures the project's performance claims as ratios, each pair side by
 * side in one run (see measure.ts). Figures quoted anywhere in the docs come from this command.
 */
import { writeFileSync } from "node:fs";
import { readFlags } from "../lib/cli/flags.ts";
import { formatResult, measurePair, type PairResult } from "./measure.ts";
import { serverVsMock } from "./pairs/server-vs-mock.ts";
import { clientVsFetch } from "./pairs/client-vs-fetch.ts";
import { suiteWorkers } from "./pairs/suite-workers.ts";

const { values } = readFlags("bench", "usage: npm run bench [-- --quick] [--json file]", { quick: { type: "boolean" }, json: { type: "string" } });
const q = values.quick ? 0.2 : 1;
const pairs = [serverVsMock(Math.round(400 * q), values.quick ? 3 : 7), clientVsFetch(Math.round(1000 * q), values.quick ? 3 : 7), suiteWorkers(values.quick ? 2 : 4)];

const results: PairResult[] = [];
for (const pair of pairs) {
  process.stderr.write(`measuring ${pair.name}...\n`);
  const result = await measurePair(pair);
  results.push(result);
  process.stdout.write(`${formatResult(result)}\n\n`);
}
process.stdout.write(`node ${process.version}, ${(await import("node:os")).cpus().length} cores\n`);
if (values.json) writeFileSync(values.json, JSON.stringify({ node: process.version, results }, null, 2));
process.exit(0);
