import fc from "fast-check";
import type { Builder } from "./schema.ts";

// Valid: small values first (real IDs are small), bounded by the schema. Invalid: a fraction, text, a list,
// an object. Never a numeric string or a boolean: lenient parsers (Zulip's) accept those for integers.
export const integer: Builder = {
  valid(s, build) {
    const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
    const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
    if (build.hints.ids === "absent" && max === undefined) return fc.integer({ min: Math.max(min ?? 0, 1_000_000_000), max: 2_000_000_000 });
    const lo = min ?? 0;
    const hi = max ?? 2 ** 31 - 1;
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 50) }), fc.integer({ min: lo, max: hi }));
  },
  invalid: () => [fc.constantFrom<unknown>(1.5, "not-a-number", [], {})],
};

export const number: Builder = {
  valid: (s) => fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }),
  invalid: () => [fc.constantFrom<unknown>("not-a-number", [], {})],
};
