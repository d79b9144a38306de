// The conformance suite with two workers against one, as users run it: the reference server in its own process
// (so the two cores are shared between suite and server as on a real machine), over HTTP, fixed seed. One server
// serves every round of both sides; the suite restores what it changes.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runConformance, RULES } from "../../conformance/index.ts";
import type { Pair } from "../measure.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--port", "0", "--db", ":memory:"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /on (http:\/\/[^\s]+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`the reference server exited (${code}) before listening`)));
  });
  return { url, child };
}

/** `only`: rule globs (the quick bench runs the generic checks only). */
export function suiteWorkers(rounds: number, only?: string[]): Pair {
  let server: { url: string; child: ChildProcess };
  const run = (workers: number) => async () => {
    const report = await runConformance({ url: server.url, accounts: { kind: "dev" }, seed: 7, runs: 3, workers, rules: RULES, ...(only ? { only } : {}) });
    if (report.exitCode !== 0) throw new Error(`the suite found violations on the reference server (exit ${report.exitCode})`);
    return 1;
  };
  return {
    name: "suite-workers",
    question: "whole conformance runs per second over HTTP (server in its own process), --workers 2 / --workers 1",
    rounds,
    async setup() {
      server = await startServer();
    },
    async teardown() {
      // The server's whole process group (it runs detached, as the leader).
      try {
        process.kill(-server.child.pid!, "SIGTERM");
      } catch {
        // gone already
      }
    },
    a: { label: "--workers 2", run: run(2) },
    b: { label: "--workers 1", run: run(1) },
  };
}
