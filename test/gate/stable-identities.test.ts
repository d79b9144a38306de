// Item 1 of issue 26: a finding's fingerprint is made of what does not change between runs and seeds (rule,
// operation, the kind of departure, the parameter), never of run-generated names, counters or IDs. Two seeds against
// the same broken server give the same fingerprints, so a baseline recorded with one seed holds with another.
import { describe, expect, it } from "vitest";
import { entryOf, fingerprint, normalizeTitle } from "../../conformance/engine/baseline.ts";
import { brokenServer } from "../conformance/support/reference.ts";
import { hideCreatedGroups } from "./hide-groups.ts";
import { failuresOf, runAgainst } from "../conformance/support/run.ts";

const hidesCreatedGroups = () => brokenServer({ response: hideCreatedGroups });

async function fingerprints(seed: number): Promise<string[]> {
  const server = hidesCreatedGroups();
  try {
    const report = await runAgainst(server.fetch, { seed, runs: 2, only: ["user-groups/*"] });
    return [...new Set(failuresOf(report).map((f) => fingerprint(entryOf(f))))].sort();
  } finally {
    server.close();
  }
}

describe("stable identities", () => {
  it("two seeds against the same broken server give the same fingerprints", async () => {
    const [one, two] = [await fingerprints(1), await fingerprints(2)];
    expect(one.length).toBeGreaterThan(0);
    expect(two).toEqual(one);
  }, 120_000);

  it("a finding's cause, where it has one, is its identity; otherwise its title without run names, counters, IDs or times", () => {
    const f = (title: string, cause?: string) => ({ severity: "failure" as const, rule: "checks/x", operation: "GET /streams/{stream_id}", title, expected: "", received: "", ...(cause ? { cause } : {}) });
    const cause = "stream_id (path): integer beyond 64 bits";
    expect(fingerprint(entryOf(f("Server error for 18446744073709551616", cause)))).toBe(fingerprint(entryOf(f("Server error for 36893488147419103232", cause))));
    expect(fingerprint(entryOf(f("x", cause)))).not.toBe(fingerprint(entryOf(f("x", "stream_id (path): negative integer"))));
    expect(normalizeTitle("0 groups named conformance-1-fdwc-created-60 at 2026-11-28T01:00:00Z (4f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6)")).toBe("0 groups named conformance-* at <time> (<uuid>)");
  });
});
