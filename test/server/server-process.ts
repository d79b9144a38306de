// The reference server as a process (`node --import tsx server/main.ts`, the child IS the server, its own process
// group): started on a free port and read from its first line, or run to completion (one-shot commands such as
// --create-owner). Stopped with the process helpers of test/support, so the global teardown finds nothing left.
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { runGroup, spawnGroup } from "../support/processes.ts";

export const ROOT = join(import.meta.dirname, "../..");
const SERVER = ["--import", "tsx", "server/main.ts"];

export interface Running {
  child: ChildProcess;
  url: string;
  /** everything printed so far */
  output(): string;
}

/** Starts the server with `args` (a free port unless given) and resolves once it listens and has printed its limits. */
export function startServer(args: string[]): Promise<Running> {
  const child = spawnGroup(process.execPath, [...SERVER, "--port", "0", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  return new Promise<Running>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /on (http:\/\/[^\s]+) /.exec(out);
      if (m && /^Limits: .*\n/m.test(out)) resolve({ child, url: m[1], output: () => out });
    });
    child.stderr!.on("data", (d) => (out += d));
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** Runs the server command to completion (it must exit by itself). */
export const runServer = (args: string[]) => runGroup(process.execPath, [...SERVER, ...args], { cwd: ROOT, timeoutMs: 60_000 });

/** A request to a running server: JSON body, status and headers. */
export async function api(url: string, method: string, path: string, o: { auth?: [string, string]; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (o.auth) headers.authorization = "Basic " + Buffer.from(`${o.auth[0]}:${o.auth[1]}`).toString("base64");
  const res = await fetch(`${url}/api/v1${path}`, { method, headers, body: o.form ? new URLSearchParams(o.form) : undefined });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}
