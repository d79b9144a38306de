import fc from "fast-check";
import type { Builder, Schema } from "./schema.ts";

// Valid: required properties always, optional ones sometimes; maps (additionalProperties only) get a few keys.
// Invalid: not an object, a required property missing, or one property invalid.
export const object: Builder = {
  valid(s, build) {
    const props: Record<string, Schema> = s.properties ?? {};
    if (!Object.keys(props).length && s.additionalProperties && typeof s.additionalProperties === "object") {
      return fc.dictionary(fc.string({ unit: fc.constantFrom(..."abcdefgh123"), minLength: 1, maxLength: 4 }), build.valid(s.additionalProperties), { maxKeys: 3 });
    }
    const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, build.valid(v)]));
    return fc.record(model, { requiredKeys: (s.required ?? []).filter((k: string) => k in props) });
  },
  invalid(s, build) {
    const out: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>("not-an-object", [], 5)];
    const props: Record<string, Schema> = s.properties ?? {};
    const valid = object.valid(s, build) as fc.Arbitrary<Record<string, unknown>>;
    for (const name of (s.required ?? []) as string[]) {
      out.push(valid.map(({ [name]: _dropped, ...rest }) => rest));
    }
    for (const [name, schema] of Object.entries(props)) {
      for (const bad of build.invalid(schema)) out.push(fc.tuple(valid, bad).map(([o, b]) => ({ ...o, [name]: b })));
    }
    return out;
  },
};
