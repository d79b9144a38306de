// --seed N --path P --only rule replays exactly the counterexample a failure printed.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { invokedAs } from "../../conformance/cli.ts";
import { brokenServer, jsonResponse } from "./support/reference.ts";
import { BROKEN_SERVERS, serve } from "./support/broken-servers.ts";
import { runAgainst, failuresOf } from "./support/run.ts";

describe("replay", () => {
  it("reproduces a generic check's shrunk counterexample", async () => {
    const broken = BROKEN_SERVERS.find((b) => b.breaks === "checks/negative_data_rejection")!;
    const fetch = () => serve(broken).fetch;
    const first = failuresOf(await runAgainst(fetch(), { only: broken.only, seed: 7 }))[0];
    expect(first.replay?.path).toMatch(/@/);
    const again = failuresOf(await runAgainst(fetch(), { only: [first.rule], seed: first.replay!.seed, path: first.replay!.path }));
    expect(again).toHaveLength(1);
    expect(again[0].request).toEqual(first.request);
    expect(again[0].replay?.path).toBe(first.replay?.path);
  });

  it("reproduces a seed rule's shrunk counterexample", async () => {
    // Unknown channel IDs from 1.5e9 to 2e9 are "known" (below the integer-width edges every run tries first, which
    // are fixed cases, not generated ones): the shrunk counterexample is the boundary.
    const server = () =>
      brokenServer({
        request: (req) => {
          const id = Number(/\/streams\/(\d+)$/.exec(new URL(req.url).pathname)?.[1]);
          return req.method === "GET" && id >= 1_500_000_000 && id < 2_000_000_000 ? jsonResponse({ result: "success", msg: "", stream: {} }) : undefined;
        },
      }).fetch;
    const only = ["streams/get-stream-unknown-id"];
    const first = failuresOf(await runAgainst(server(), { only, seed: 3, runs: 30 }))[0];
    expect(first.request?.url).toMatch(/\/streams\/1500000000$/);
    const again = failuresOf(await runAgainst(server(), { only, seed: 3, runs: 30, path: first.replay!.path }));
    expect(again.map((f) => f.request?.url)).toEqual([first.request?.url]);
  });
});

describe("the replay command when the suite is started by path", () => {
  // Item 5 of issue 26: started as the Action and docs/ci/conformance.sh start it (a path to the bin), the replay line
  // is that path (resolved from the same directory), not a bare `teamchat-conformance` a shell cannot find.
  const dir = mkdtempSync(join(tmpdir(), "replay-path-"));
  const binDir = join(dir, "node_modules", ".bin");
  mkdirSync(binDir, { recursive: true });
  const bin = join(binDir, "teamchat-conformance");
  symlinkSync(join(process.cwd(), "bin", "teamchat-conformance.mjs"), bin);
  const env = { PATH: "/usr/bin:/bin" };

  it.each([
    ["the bin by its path", bin, "./node_modules/.bin/teamchat-conformance"],
    ["node and the .mjs", join(process.cwd(), "bin", "teamchat-conformance.mjs"), `node ${join(process.cwd(), "bin", "teamchat-conformance.mjs")}`],
  ])("%s: a command that runs from the same directory", (_, script, expected) => {
    const command = invokedAs(env, script, dir);
    expect(command).toBe(expected);
    const run = spawnSync("sh", ["-c", `${command} --version`], { cwd: dir, env: { ...process.env, ...env, PATH: `${process.env.PATH}` }, encoding: "utf8" });
    expect(run.stdout).toMatch(/^teamchat-conformance \d+\.\d+\.\d+/);
  });

  it("the bare name only when it is the bin on PATH", () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "replay-elsewhere-"));
    expect(invokedAs({ PATH: `/usr/bin:${binDir}` }, bin, elsewhere)).toBe("teamchat-conformance");
    expect(invokedAs({ PATH: "/usr/bin" }, bin, elsewhere)).toBe(bin);
  });
});
