// The parent's side of a bench server process (bench/lib/server-process.ts): fork, wait for its URL, read its busy
// time, stop it.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TimingStats } from "../../server/http/timing.ts";
import type { ServerKind } from "./server-process.ts";

const SCRIPT = fileURLToPath(new URL("./server-process.ts", import.meta.url));

export interface BenchServer {
  url: string;
  apiRoot: string;
  child: ChildProcess;
  stats(): Promise<TimingStats>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startBenchServer(kind: ServerKind, options: { scale?: boolean } = {}): Promise<BenchServer> {
  const child = fork(SCRIPT, [kind, ...(options.scale ? ["--scale"] : [])], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const url = await new Promise<string>((resolve, reject) => {
    child.on("message", (m: any) => m?.type === "listening" && resolve(m.url));
    child.once("exit", (code) => reject(new Error(`the ${kind} bench server exited (${code}) before listening`)));
  });
  const ask = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const on = (m: any) => {
        if (m?.type !== type) return;
        child.off("message", on);
        resolve(m);
      };
      child.on("message", on);
      child.send({ type });
    });
  return {
    url,
    apiRoot: `${url}/api/v1`,
    child,
    stats: async () => (await ask<{ stats: TimingStats }>("stats")).stats,
    reset: async () => void (await ask("reset")),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };
}

/** Basic credentials of a development-realm user, from the server's POST /dev_fetch_api_key. */
export async function devAuth(apiRoot: string, email = "hamlet@zulip.com"): Promise<string> {
  const res = await fetch(`${apiRoot}/dev_fetch_api_key`, { method: "POST", body: new URLSearchParams({ username: email }) });
  const { api_key } = (await res.json()) as { api_key: string };
  return `Basic ${Buffer.from(`${email}:${api_key}`).toString("base64")}`;
}
