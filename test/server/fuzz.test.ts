// Nothing reaches a 500: every operation of the spec (and the beyond-seed helpers) answered with random,
// mistyped and missing values, as every kind of account, gets a JSON envelope the spec documents.
import { afterAll, describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { DEV, TestServer, type Params } from "./helpers.ts";

const s = new TestServer({ heartbeatMs: 50 });
afterAll(() => s.close());

// A small deterministic generator (mulberry32), so failures reproduce.
let seed = Number(process.env.FUZZ_SEED ?? 20260115);
function rand(): number {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];

const NASTY: unknown[] = [
  "", " ", "\u0000", "x".repeat(300), "null", "[]", "{}", "[1,", "ünïcödé ✓", "%zz", -1, 0, 1, 2, 3, 9, 100, 2 ** 31, 2 ** 53 + 10,
  1.5, -0.5, true, false, null, [], [1], [1, 2], ["a"], [null], [{}], {}, { new: 1 }, { new: 1, old: 2 }, { direct_members: [1], direct_subgroups: [] },
  { direct_members: ["x"] }, [{ type: "stream", to: [1], topic: "t", content: "c" }], [{ type: "private", to: [99], topic: "", content: "c" }],
  [{ id: 1, type: "", to: [], topic: "", content: "c" }], [{ id: 1, value: "x" }], [{ id: 3, value: ["a"] }], { a: { text: "A", order: "1" } },
  { subtype: "custom" }, "realm_default", "unlimited", "forever", "stream", "private", "direct", "channel", DEV.hamlet, "a@example.com, b@example.com",
];

function valueFor(schema: any): unknown {
  if (rand() < 0.5) return pick(NASTY);
  const types = Array.isArray(schema?.type) ? schema.type : schema?.type ? [schema.type] : [];
  if (schema?.enum) return pick(schema.enum);
  if (schema?.oneOf) return valueFor(pick(schema.oneOf));
  switch (pick(types.length ? types : ["string"])) {
    case "integer":
      return pick([1, 2, 3, 4, 5, 8, 9, 10, 100, 200, 300, 400, 600, 4242]);
    case "boolean":
      return rand() < 0.5;
    case "array":
      return [valueFor(schema.items ?? {})];
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries<any>(schema.properties ?? {})) if (rand() < 0.8) out[k] = valueFor(v);
      return out;
    }
    case "null":
      return null;
    default:
      return pick(["Denmark", "castle", "hello", "", "role:members", DEV.othello]);
  }
}

const users = [DEV.owner, DEV.admin, DEV.moderator, DEV.hamlet, DEV.guest, DEV.bot, null];

describe("fuzz", () => {
  const ops = listOperations(loadSpec({ level: s.level }));

  for (const op of ops) {
    it(`${op.method.toUpperCase()} ${op.path} never answers 500`, async () => {
      for (let round = 0; round < 40; round++) {
        const path = op.path.replace(/\{(\w+)\}/g, (_, name) =>
          encodeURIComponent(String(name === "email" ? pick([DEV.hamlet, "x@y", "%41", "me"]) : pick([1, 2, 3, 4, 9, 99999, 0, "12abc"]))),
        );
        const params: Params = {};
        const fields = [...op.parameters.filter((p) => p.in === "query"), ...(op.body?.fields ?? [])];
        for (const f of fields) if (rand() < 0.7) params[f.name] = valueFor(f.schema);
        if (rand() < 0.2) params.unexpected_param = "1";
        if (op.path === "/events" && op.method === "get") params.dont_block = true;
        const r = await s.call(pick(users), op.method.toUpperCase(), path, params, { multipart: rand() < 0.3 });
        expect(r.status, JSON.stringify({ path, params, body: r.body })).toBeLessThan(500);
      }
    }, 30_000);
  }

});
