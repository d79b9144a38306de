// One-off migration of an incremental report whose tests were named "<id>" (before fingerprints) to "<id> #<fp>",
// with each fingerprint computed from the sources at the git revision the run started from.
// `npx tsx test/mutation/rename-tests.ts <rev> [reports/mutation/stryker-incremental.json]`
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fingerprint } from "./support/fingerprint.ts";

const [rev, file = "reports/mutation/stryker-incremental.json"] = process.argv.slice(2);
if (!rev) {
  console.error("rename-tests: give the git revision the run started from");
  process.exit(2);
}
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 << 20 });
const read = (f: string) => git("show", `${rev}:${f}`);
const list = (d: string) => git("ls-tree", "--name-only", `${rev}:${d}`).split("\n").filter(Boolean);
const report = JSON.parse(readFileSync(file, "utf8"));
const PREFIX = "the conformance suite against the reference server (mutation testing) ";
let renamed = 0;
for (const tf of Object.values<{ tests: { name: string }[] }>(report.testFiles))
  for (const t of tf.tests) {
    if (!t.name.startsWith(PREFIX) || t.name.includes(" #")) continue;
    const [id, level] = t.name.slice(PREFIX.length).split(/(?= \(level \d+\)$)/);
    t.name = `${PREFIX}${id} #${fingerprint(id, read, list)}${level ?? ""}`;
    renamed++;
  }
writeFileSync(file, JSON.stringify(report));
console.log(`rename-tests: ${renamed} tests named with their fingerprints at ${rev}`);
