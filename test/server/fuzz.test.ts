// Nothing reaches a 500: every operation of the spec (and the beyond-seed helpers) answered with random,
// mistyped and missing values, as every kind of account, gets a JSON envelope the spec documents. The short,
// deterministic run (40 requests per operation, fixed seed); `npm run fuzz` runs the same requests by the 100,000.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { requestArb } from "../../scripts/lib/fuzz.ts";
import { TestServer } from "./helpers.ts";

const s = new TestServer({ heartbeatMs: 50 });
afterAll(() => s.close());

const SEED = Number(process.env.FUZZ_SEED ?? 20260115);
const ROUNDS = 40;

describe("fuzz", () => {
  const ops = listOperations(loadSpec({ level: s.level }));

  ops.forEach((op, index) => {
    it(`${op.method.toUpperCase()} ${op.path} never answers 500, and every answer is an envelope`, async () => {
      for (const r of fc.sample(requestArb(op), { seed: SEED + index, numRuns: ROUNDS })) {
        // call() checks the envelope (result and msg; errors a string code) and the spec's schema for the status.
        const reply = await s.call(r.as, r.method, r.path, r.params, { multipart: r.multipart });
        const context = JSON.stringify({ ...r, body: reply.body });
        expect(reply.status, context).toBeLessThan(500);
        if (reply.status >= 400) expect([reply.body.result, typeof reply.body.msg, typeof reply.body.code], context).toEqual(["error", "string", "string"]);
      }
    }, 30_000);
  });
});
