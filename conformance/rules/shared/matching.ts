// Not a rule: fc.stringMatching built once per pattern and process. fast-check analyses a pattern's character
// classes when the arbitrary is created (slices of its "dangerous strings"), a noticeable part of a run's time when
// every rule builds its arbitraries again; an arbitrary is immutable, so runs share it and generate exactly the same
// values from the same seed.
import fc from "fast-check";

const built = new Map<string, fc.Arbitrary<string>>();

export function stringMatching(pattern: RegExp): fc.Arbitrary<string> {
  const key = `${pattern.flags}/${pattern.source}`;
  let arb = built.get(key);
  if (!arb) built.set(key, (arb = fc.stringMatching(pattern)));
  return arb;
}
