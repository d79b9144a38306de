// SIGTERM to npm alone (as `kill $!` or `kill %1` sends it), then the proof that nothing of npm's process group (the
// server npm started) is left serving: shared by the package test (npx teamchat-server) and the clone's
// `npm run server` (test/cli/server-signal.test.ts).
import type { ChildProcess } from "node:child_process";
import { expect } from "vitest";
import { groupAlive } from "../support/processes.ts";

export async function expectStopsWithNpm(child: ChildProcess, url: string, what: string): Promise<void> {
  expect((await fetch(`${url}/api/v1/server_settings`)).status).toBe(200);
  process.kill(child.pid!, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (groupAlive(child.pid!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(groupAlive(child.pid!), `a process of ${what}'s group (the server) is still running`).toBe(false);
  await expect(fetch(`${url}/api/v1/server_settings`)).rejects.toThrow();
}
