import fc from "fast-check";
import type { Builder } from "./schema.ts";

// Valid: a short list of valid items. Invalid: not a list at all, or a list with one invalid item among valid ones.
export const array: Builder = {
  valid(s, build) {
    const minLength = s.minItems ?? 0;
    const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, minLength + 4));
    return fc.array(build.valid(s.items ?? {}), { minLength, maxLength });
  },
  invalid(s, build) {
    const out: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>("not-a-list", {}, 5)];
    const item = s.items ?? {};
    for (const bad of build.invalid(item)) {
      out.push(fc.tuple(fc.array(build.valid(item), { maxLength: 2 }), bad).map(([ok, b]) => [...ok, b]));
    }
    return out;
  },
};
