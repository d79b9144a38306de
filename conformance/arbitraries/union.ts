import fc from "fast-check";
import { conforms, withoutNull, type Builder, type Schema } from "./schema.ts";

// oneOf / anyOf. Valid: any branch (filtered through the whole schema, so oneOf's exclusivity holds).
// Invalid: the branches' invalid candidates; the re-check keeps only those no branch accepts.
export const union: Builder = {
  valid(s, build) {
    const branches: Schema[] = s.oneOf ?? s.anyOf;
    const base = { ...s, oneOf: undefined, anyOf: undefined };
    const arbs = branches.map((b) => build.valid({ ...base, ...b }));
    return fc.oneof(...arbs).filter((v) => conforms(s, v));
  },
  invalid(s, build) {
    const branches: Schema[] = s.oneOf ?? s.anyOf;
    return branches.flatMap((b) => build.invalid(b));
  },
};

// type: [T, "null"], nullable: true, or a null branch. Valid: null sometimes. Invalid: the base's (null is valid).
export const nullable: Builder = {
  valid: (s, build) => fc.option(build.valid(withoutNull(s)), { nil: null, freq: 4 }),
  invalid: (s, build) => build.invalid(withoutNull(s)),
};
