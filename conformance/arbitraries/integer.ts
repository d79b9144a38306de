import fc from "fast-check";
import type { Builder } from "./schema.ts";

// Valid: small values first (real IDs are small), then every magnitude a JSON number holds exactly (to 2^53 - 1),
// the widths' edges among them, bounded by the schema. Wider integers, signs and textual forms are the edge sweep's
// (arbitraries/edges.ts). Invalid: fractions of every size, text that is no number, lists, objects. Never a numeric
// string or a boolean: lenient parsers (Zulip's) accept those for integers (wire.ts stillInvalid drops them).
const WIDTH_EDGES = [2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER];

export const integer: Builder = {
  valid(s, build) {
    const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
    const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
    // An ID no object has: from 10^9 (past any test organization's) to every width's edge.
    if (build.hints.ids === "absent" && max === undefined) {
      const lo = Math.max(min ?? 0, 1_000_000_000);
      return fc.oneof(fc.integer({ min: lo, max: 2_000_000_000 }), fc.constantFrom(...WIDTH_EDGES.filter((e) => e >= lo)), fc.integer({ min: lo, max: Number.MAX_SAFE_INTEGER }));
    }
    const lo = min ?? 0;
    const hi = max ?? Number.MAX_SAFE_INTEGER;
    const small = fc.integer({ min: lo, max: Math.min(hi, lo + 50) });
    const edges = WIDTH_EDGES.filter((e) => e >= lo && e <= hi);
    return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min: lo, max: Math.min(hi, 2 ** 31 - 1) }), weight: 1 }, ...(edges.length ? [fc.constantFrom(...edges)] : []), fc.integer({ min: lo, max: hi }));
  },
  invalid: () => [
    fc.constantFrom<unknown>(1.5, "not-a-number", [], {}),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
    fc.stringMatching(/^[a-z_ -]{1,12}$/),
    fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), fc.integer(), { minKeys: 1, maxKeys: 2 }),
  ],
};

export const number: Builder = {
  valid: (s) => fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }),
  invalid: () => [fc.constantFrom<unknown>("not-a-number", [], {})],
};
