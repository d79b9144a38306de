// `npm run server &` then `kill $!` in a clone stops the server: npm passes SIGTERM to the shell it started, which
// dies without passing it on, so the server (under tsx) follows npm and stops when npm is gone (server/main.ts).
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { spawnGroup, stopGroup } from "../support/processes.ts";
import { expectStopsWithNpm } from "../package/npm-stop.ts";

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
      await expectStopsWithNpm(child, url, "npm"); // npm alone, as `kill $!` sends it
    } finally {
      await stopGroup(child, "SIGKILL", 0);
    }
  }, 90_000);
});
