// fast-check arbitraries from JSON Schema: one builder per schema kind (see the files next to this one).
import type fc from "fast-check";
import { kindOf, type Build, type Builder, type Hints, type Kind, type Schema } from "./schema.ts";
import { integer, number } from "./integer.ts";
import { string, boolean, anything } from "./string.ts";
import { enumeration, constant } from "./enum.ts";
import { array } from "./array.ts";
import { object } from "./object.ts";
import { union, nullable } from "./union.ts";

const BUILDERS: Record<Kind, Builder> = {
  nullable,
  union,
  const: constant,
  enum: enumeration,
  integer,
  number,
  string,
  boolean,
  array,
  object,
  any: anything,
};

export function builder(hints: Hints = { ids: "any" }): Build {
  const build: Build = {
    hints,
    valid: (s: Schema) => BUILDERS[kindOf(s)].valid(s, build),
    invalid: (s: Schema) => BUILDERS[kindOf(s)].invalid(s, build),
  };
  return build;
}

export function validValue(schema: Schema, hints?: Hints): fc.Arbitrary<unknown> {
  return builder(hints).valid(schema);
}

export { kindOf, conforms } from "./schema.ts";
export type { Schema, Hints } from "./schema.ts";
