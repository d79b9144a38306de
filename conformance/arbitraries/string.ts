import fc from "fast-check";
import type { Builder } from "./schema.ts";

// Built once per process: fast-check analyses a string arbitrary's character arbitrary (and a regex's whole pattern)
// on creation, work worth doing once rather than for every operation of every run. Arbitraries are immutable, so
// properties share them.
let pathValue: fc.Arbitrary<string> | undefined;
const PRINTABLE = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
const printable = new Map<string, fc.Arbitrary<string>>();

// Valid: printable ASCII within the schema's length bounds (short: the four length limits come from
// POST /register, not from the schema). Invalid: only what a wire string can violate: a JSON-encoded
// string field receiving a non-string; a plain string field has no invalid value except by constraints,
// and "null" or "false" is a perfectly good string.
export const string: Builder = {
  valid(s, build) {
    // Path values: never empty and URL-safe, so that the request reaches the operation it is meant for.
    if (build.hints.inPath) return (pathValue ??= fc.stringMatching(/^[a-z][a-z0-9._-]{2,11}(@[a-z0-9]{1,8}\.[a-z]{2,4})?$/));
    if (s.format === "email") return fc.emailAddress({ size: "small" }).filter((e) => /^[\x21-\x7e]+$/.test(e));
    const minLength = s.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 20, minLength + 20));
    const key = `${minLength}-${maxLength}`;
    let arb = printable.get(key);
    if (!arb) printable.set(key, (arb = fc.string({ unit: PRINTABLE, minLength, maxLength })));
    return arb;
  },
  invalid: (s) => {
    const out: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>(5, [], {})];
    if (typeof s.maxLength === "number") out.push(fc.constant("x".repeat(s.maxLength + 1)));
    if (typeof s.minLength === "number" && s.minLength > 0) out.push(fc.constant(""));
    return out;
  },
};

export const boolean: Builder = {
  valid: () => fc.boolean(),
  // Not "1", "0", "true" as text or 0/1: lenient parsers accept those as booleans.
  invalid: () => [fc.constantFrom<unknown>(2, "maybe", [], {})],
};

export const anything: Builder = {
  valid: () => fc.constantFrom<unknown>("x", 1, true),
  invalid: () => [],
};
