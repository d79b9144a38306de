// vitest globalSetup: no test may leave a process behind. Setup records the processes that exist and marks the run
// (an environment variable every process the tests start inherits, even one that outlives its parent and is
// re-parented to init). Teardown looks for processes that did not exist before and that either carry this run's
// mark or descend from the vitest process, waits briefly for ones on their way out, then kills the survivors (by
// pid: they are this run's) and fails the run, naming each one. New reference servers, Prism mocks and browsers
// without the mark are named as a warning only: on a shared machine they may belong to someone else's run.
import { descendantsOf, listProcesses, type ProcessInfo } from "./processes.ts";

export const RUN_MARKER = "TEAMCHAT_TEST_RUN";
/** Processes the tests are known to start: the reference server (tsx or node --import tsx), Prism, Chromium. */
const TEST_PROCESS = /server\/main\.ts|prism-cli|@stoplight\/prism|chromium|chrome|headless_shell/;
/** vitest's own machinery: its workers and the esbuild service it keeps for transforms. */
const VITEST_OWN = /node_modules\/(vitest|tinypool|vite)\/|node_modules\/@?esbuild\b.*--service/;
const GRACE_MS = 3000;

const id = (p: ProcessInfo) => `${p.pid}@${p.start}`;
const describe = (p: ProcessInfo) => `pid ${p.pid} (parent ${p.ppid}, group ${p.pgid}): ${p.args.slice(0, 200)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default function setup(): () => Promise<void> {
  const run = `${process.pid}-${Date.now()}`;
  process.env[RUN_MARKER] = run;
  const before = new Set(listProcesses().map(id));
  const self = process.pid;

  const leftovers = () => {
    const table = listProcesses(RUN_MARKER);
    const descendants = new Set(descendantsOf(self, table).map((p) => p.pid));
    // Zombies are dead already (waiting to be reaped): nothing runs, nothing to kill.
    const fresh = table.filter((p) => !before.has(id(p)) && p.pid !== self && p.state !== "Z" && !VITEST_OWN.test(p.args));
    return {
      ours: fresh.filter((p) => p.marker === run || descendants.has(p.pid)),
      unmarked: fresh.filter((p) => p.marker === undefined && !descendants.has(p.pid) && TEST_PROCESS.test(p.args)),
    };
  };

  return async function teardown() {
    let found = leftovers();
    for (let waited = 0; found.ours.length && waited < GRACE_MS; waited += 100) {
      await sleep(100);
      found = leftovers();
    }
    if (found.unmarked.length) {
      console.warn(`test teardown: processes started during the run without its mark (not ours to kill; another run's?):\n  ${found.unmarked.map(describe).join("\n  ")}`);
    }
    if (!found.ours.length) return;
    for (const p of found.ours) {
      try {
        process.kill(p.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    // vitest logs an error thrown here but still exits 0: the exit code is set as well.
    process.exitCode = 1;
    throw new Error(`tests left ${found.ours.length} process(es) running after teardown (now killed):\n  ${found.ours.map(describe).join("\n  ")}`);
  };
}
