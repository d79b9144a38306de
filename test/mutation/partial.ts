// A run in progress, as a report: reads the event-recorder's files (reports/mutation/events, one per tested mutant)
// and writes reports/mutation/partial.json in mutation.json's shape: the files whose every planned mutant has been
// tested and the others (their mutants tested so far: a file's figures are then not final); --complete-only leaves
// the others out. `npx tsx test/mutation/partial.ts`, then `npx tsx test/mutation/triage.ts --report
// reports/mutation/partial.json --no-write` to triage those files before the run ends.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const rel = (f: string) => path.relative(root, f);

/** Planned mutant counts per file, and tested mutants per file, of one event-recorder folder. */
function readRun(dir: string) {
  const planned = new Map<string, number>();
  const files: Record<string, { source: string; mutants: unknown[] }> = {};
  if (!existsSync(dir)) return { planned, files };
  for (const name of readdirSync(dir).sort()) {
    const data = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    if (name.endsWith("onMutationTestingPlanReady.json"))
      for (const p of data.mutantPlans) planned.set(rel(p.mutant.fileName), (planned.get(rel(p.mutant.fileName)) ?? 0) + 1);
    else if (name.endsWith("onMutantTested.json")) {
      const f = rel(data.fileName);
      (files[f] ??= { source: readFileSync(path.join(root, f), "utf8"), mutants: [] }).mutants.push(data);
    }
  }
  return { planned, files };
}

// The current run, and for files it does not mutate, an earlier stopped run kept in events-previous/ (if any).
const current = readRun(path.join(root, "reports/mutation/events"));
const previous = readRun(path.join(root, "reports/mutation/events-previous"));
const planned = new Map(current.planned);
const files = { ...current.files };
for (const [f, n] of previous.planned)
  if (!planned.has(f)) {
    planned.set(f, n);
    if (previous.files[f]) files[f] = previous.files[f];
  }
const incomplete = !process.argv.includes("--complete-only");
const isComplete = ([f, d]: [string, { mutants: unknown[] }]) => d.mutants.length === planned.get(f);
const written = Object.fromEntries(Object.entries(files).filter((e) => incomplete || isComplete(e)));
writeFileSync(path.join(root, "reports/mutation/partial.json"), JSON.stringify({ files: written }));
const done = Object.entries(files).filter(isComplete).map(([f]) => f);
console.log(`partial: ${done.length} of ${planned.size} files complete${done.length ? `: ${done.join(", ")}` : ""}`);
if (incomplete)
  for (const [f, d] of Object.entries(files).filter((e) => !isComplete(e))) console.log(`  incomplete: ${f} (${d.mutants.length} of ${planned.get(f)} tested)`);
