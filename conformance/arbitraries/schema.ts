// Which builder handles a schema, and the ajv used to re-check generated values against it.
import type fc from "fast-check";
import { createAjv } from "../../lib/spec/validate.ts";

export type Schema = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Kind = "nullable" | "union" | "const" | "enum" | "integer" | "number" | "string" | "boolean" | "array" | "object" | "any";

export function kindOf(s: Schema): Kind {
  if (!s || typeof s !== "object") return "any";
  if (isNullable(s)) return "nullable";
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return "union";
  if ("const" in s) return "const";
  if (Array.isArray(s.enum)) return "enum";
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  if (t === "integer" || t === "number" || t === "string" || t === "boolean" || t === "array" || t === "object") return t;
  if (s.properties || s.additionalProperties) return "object";
  if (s.items) return "array";
  return "any";
}

export function isNullable(s: Schema): boolean {
  if (s.nullable === true) return true;
  if (Array.isArray(s.type) && s.type.includes("null") && s.type.length > 1) return true;
  const branches: Schema[] | undefined = s.oneOf ?? s.anyOf;
  return !!branches && branches.length > 1 && branches.some((b) => b?.type === "null");
}

/** The schema without its null alternative. */
export function withoutNull(s: Schema): Schema {
  const { nullable: _n, ...rest } = s;
  if (Array.isArray(s.type)) {
    const types = s.type.filter((t: string) => t !== "null");
    return { ...rest, type: types.length === 1 ? types[0] : types };
  }
  const key = s.oneOf ? "oneOf" : s.anyOf ? "anyOf" : undefined;
  if (key) {
    const branches = s[key].filter((b: Schema) => b?.type !== "null");
    const { [key]: _b, ...others } = rest;
    return branches.length === 1 ? { ...others, ...branches[0] } : { ...others, [key]: branches };
  }
  return rest;
}

// lib/spec's Ajv, stopping at the first error: only whether a value conforms matters here. Made on first use, so
// loading the suite (the command line before its first request) does not load Ajv.
let ajv: ReturnType<typeof createAjv> | undefined;
const compiled = new WeakMap<object, (v: unknown) => boolean>();

/** Whether `value` satisfies `schema` (JSON Schema 2020-12, x- keywords ignored). */
export function conforms(schema: Schema, value: unknown): boolean {
  if (!schema || typeof schema !== "object") return true;
  let validate = compiled.get(schema);
  if (!validate) {
    const fn = (ajv ??= createAjv({ allErrors: false })).compile(schema);
    validate = (v: unknown) => fn(v) as boolean;
    compiled.set(schema, validate);
  }
  return validate(value);
}

/** How values are generated: valid ones, and decoded values that no level of the spec accepts. */
export interface Build {
  valid(schema: Schema): fc.Arbitrary<unknown>;
  invalid(schema: Schema): fc.Arbitrary<unknown>[];
  hints: Hints;
}

export interface Hints {
  /** "absent": integer IDs far above anything a server holds, so that a valid write request changes nothing. */
  ids: "any" | "absent";
  /** The value goes into the URL path. */
  inPath?: boolean;
}

export interface Builder {
  valid(schema: Schema, build: Build): fc.Arbitrary<unknown>;
  /** Candidates only: every candidate is re-checked (see stillInvalid) before it is used. */
  invalid(schema: Schema, build: Build): fc.Arbitrary<unknown>[];
}
