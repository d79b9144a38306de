// The smaller items of issue 26: a report path whose directory cannot be made fails in one line (it spun at 100 %
// CPU), --shard without --seed is refused (each shard would draw its own), and the progress's area column is one
// column whatever the areas' names.
import { describe, expect, it } from "vitest";
import { progressPrinter } from "../../conformance/reporters/progress.ts";
import type { RuleResult } from "../../conformance/engine/types.ts";
import { cli } from "../cli/support.ts";

const noFetch = async (): Promise<Response> => {
  throw new Error("nothing may be sent");
};

describe("smaller items", () => {
  it("a report whose directory cannot be made: one line, exit 2, before anything is sent", async () => {
    const started = Date.now();
    const r = await cli(["--url", "http://conformance.test", "--dev", "--reporter", "junit=/proc/teamchat-nope/x.xml"], { fetch: noFetch });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^teamchat-conformance: --reporter junit=\/proc\/teamchat-nope\/x\.xml: (cannot create the directory \/proc\/teamchat-nope \(\w+\)|\/proc is not writable)\n$/);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 10_000);

  it("--shard without --seed is refused in one line", async () => {
    const r = await cli(["--url", "http://conformance.test", "--dev", "--shard", "1/2"], { fetch: noFetch });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^teamchat-conformance: --shard needs --seed N, the same in every shard/);
  });

  it("the progress's area column is as wide as the longest area", () => {
    let out = "";
    const p = progressPrinter((s) => void (out += s));
    const areas = ["streams", "server-settings", "scheduled-messages"];
    p.onProgress({ type: "plan", units: areas.map((area) => ({ id: `${area}/x`, area })) });
    for (const area of areas) {
      const result: RuleResult = { id: `${area}/x`, area, title: "", seed: "", status: "passed", durationMs: 1, requests: 1 };
      p.onProgress({ type: "unit-end", result });
    }
    p.end();
    const columns = out.trimEnd().split("\n").map((l) => l.indexOf("✓"));
    expect(new Set(columns).size, out).toBe(1);
  });
});
