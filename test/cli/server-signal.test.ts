// `npm run server &` then `kill $!` in a clone stops the server: npm passes SIGTERM to the shell it started, which
// dies without passing it on, so the server (under tsx) follows npm and stops when npm is gone (server/main.ts).
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { groupAlive, spawnGroup, stopGroup } from "../support/processes.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("npm run server", () => {
  it("SIGTERM to npm alone (kill $!) stops the server", async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== "INIT_CWD"));
    const child = spawnGroup("npm", ["run", "server", "--", "--port", "0", "--db", ":memory:"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    try {
      let output = "";
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output}`)), 60_000);
        child.stderr!.on("data", (d: Buffer) => void (output += d));
        child.stdout!.on("data", (d: Buffer) => {
          output += d;
          const m = /reference server on (http:\/\/\S+)/.exec(output);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        });
      });
      expect((await fetch(`${url}/api/v1/server_settings`)).status).toBe(200);
      process.kill(child.pid!, "SIGTERM"); // npm alone, as `kill $!` sends it
      const deadline = Date.now() + 10_000;
      while (groupAlive(child.pid!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(groupAlive(child.pid!), "a process of npm's group (the server) is still running").toBe(false);
      await expect(fetch(`${url}/api/v1/server_settings`)).rejects.toThrow();
    } finally {
      await stopGroup(child, "SIGKILL", 0);
    }
  }, 90_000);
});
