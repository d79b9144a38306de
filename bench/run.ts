/**
 * `npm run bench [-- --quick] [--json file]`: measures the project's performance claims as ratios, each pair side by
 * side in one run (see measure.ts). Figures quoted anywhere in the docs come from this command.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { formatResult, measurePair, type PairResult } from "./measure.ts";
import { serverVsMock } from "./pairs/server-vs-mock.ts";
import { clientVsFetch } from "./pairs/client-vs-fetch.ts";
import { suiteWorkers } from "./pairs/suite-workers.ts";

let values: { quick?: boolean; json?: string };
try {
  ({ values } = parseArgs({ options: { quick: { type: "boolean" }, json: { type: "string" } }, strict: true }));
} catch (error) {
  process.stderr.write(`bench: ${(error as Error).message.split("\n")[0]}\nusage: npm run bench [-- --quick] [--json file]\n`);
  process.exit(2);
}
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
