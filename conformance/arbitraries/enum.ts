import fc from "fast-check";
import type { Builder } from "./schema.ts";

// Valid: the enum at the tested level. Invalid: values outside the enum of every level (the engine passes
// the full spec's schema when it asks for invalid values), so a server that still accepts a removed or
// not-yet-added value is never blamed.
export const enumeration: Builder = {
  valid: (s) => fc.constantFrom(...(s.enum as unknown[])),
  invalid(s) {
    const values = s.enum as unknown[];
    const numbers = values.filter((v): v is number => typeof v === "number");
    const candidates: unknown[] = numbers.length
      ? [Math.max(...numbers) + 1, Math.max(...numbers) + 1000, -1]
      : ["conformance-not-a-valid-value", ""];
    return [fc.constantFrom(...candidates.filter((c) => !values.includes(c)))];
  },
};

export const constant: Builder = {
  valid: (s) => fc.constant(s.const),
  invalid: (s) => [fc.constant(typeof s.const === "string" ? `${s.const}-not` : "conformance-not-the-constant")],
};
