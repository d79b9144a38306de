import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { runGroup } from "../support/processes.ts";

// The scripts' command lines: a usage mistake is one line naming it (plus the usage) and exit 2, never a stack trace.
// Each in its own process group, stopped as a group (test/support/processes.ts).
const run = (...args: string[]) => runGroup(process.execPath, ["--import", "tsx", ...args]);

describe("script command lines", () => {
  it.each([
    ["scripts/spec-at-level.ts", "--nope"],
    ["scripts/spec-at-level.ts", "--level", "x"],
    ["scripts/spec-at-level.ts"],
    ["scripts/generate.ts", "--nope"],
    ["scripts/build-docs.ts", "--nope"],
    ["scripts/mock.ts", "--port", "x"],
    ["bench/run.ts", "--nope"],
  ])("%s %s", async (...args) => {
    const r = await run(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr.split("\n")[0]).toMatch(/^[a-z]+: /);
    expect(r.stderr).toMatch(/usage: /);
  });

  it("npm run spec -- --level 100 writes a level-100 view", async () => {
    const r = await run("scripts/spec-at-level.ts", "--level", "100");
    expect(r.status).toBe(0);
    const doc = parse(r.stdout, { maxAliasCount: -1 });
    expect(doc.info["x-feature-level-view"]).toBe(100);
    expect(doc.paths["/scheduled_messages"]).toBeUndefined();
  });
}, 60_000);
