// A load generator in its own process (autocannon), so that the client does not share the server's core unevenly:
// the server runs in one process, autocannon in another, the bench process only waits.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";

const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export function runLoad(o: LoadOptions): Promise<LoadResult> {
  const args = ["--json", "-c", String(o.connections), "-d", String(o.seconds), "-m", o.method ?? "GET"];
  for (const [k, v] of Object.entries(o.headers ?? {})) args.push("-H", `${k}=${v}`);
  if (o.body !== undefined) args.push("-b", o.body);
  args.push(o.url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [AUTOCANNON, ...args], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      const j = JSON.parse(stdout);
      const seconds = j.duration;
      const requests = j.requests.total;
      resolve({ requests, seconds, requestsPerSecond: requests / seconds, p50Ms: j.latency.p50, p99Ms: j.latency.p99, non2xx: j.non2xx, errors: j.errors + j.timeouts });
    });
  });
}
