import { describe, expect, it } from "vitest";
import { measurePair, type Side } from "../../bench/measure.ts";

// A fake clock advanced by the sides themselves: each side "takes" a fixed time per op, so the ratio is exact.
function fakeTimed(msPerOp: number, ops: number, clock: { t: number }, order: string[], label: string): Side {
  return {
    label,
    async run() {
      order.push(label);
      clock.t += msPerOp * ops;
      return ops;
    },
  };
}

describe("measurePair", () => {
  it("reports the A/B throughput ratio from alternating rounds, warm-up excluded", async () => {
    const clock = { t: 0 };
    const order: string[] = [];
    const result = await measurePair(
      { name: "p", question: "q", rounds: 4, a: fakeTimed(1, 10, clock, order, "A"), b: fakeTimed(4, 10, clock, order, "B") },
      () => clock.t,
    );
    expect(result.a.opsPerSecond).toEqual([1000, 1000, 1000, 1000]);
    expect(result.b.opsPerSecond).toEqual([250, 250, 250, 250]);
    expect(result.ratio).toEqual({ median: 4, min: 4, max: 4 });
    // warm-up A B, then rounds alternate who goes first
    expect(order).toEqual(["A", "B", "A", "B", "B", "A", "A", "B", "B", "A"]);
  });

  it("runs teardown even when a side fails", async () => {
    let tornDown = false;
    const failing: Side = { label: "x", run: async () => { throw new Error("boom"); } };
    await expect(
      measurePair({ name: "p", question: "q", rounds: 1, a: failing, b: failing, teardown: async () => { tornDown = true; } }),
    ).rejects.toThrow("boom");
    expect(tornDown).toBe(true);
  });
});
