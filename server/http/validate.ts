// A small JSON-schema checker producing Zulip-style messages ("is_private is not a boolean",
// "Invalid stream_post_policy", "members[1] is not an integer"). Only the keywords the spec uses for
// request parameters are interpreted; $refs are already resolved by lib/spec.
import { badRequest } from "../errors.ts";
import type { JsonSchema } from "../spec/types.ts";

function typesOf(schema: JsonSchema): string[] | null {
  const t = schema.type;
  const list = t === undefined ? null : Array.isArray(t) ? [...t] : [t];
  if (list && schema.nullable === true) list.push("null");
  return list;
}

function typeOk(value: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "boolean":
      return typeof value === "boolean";
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "string":
      return typeof value === "string";
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

const typeWords: Record<string, string> = {
  boolean: "a boolean",
  integer: "an integer",
  number: "a number",
  string: "a string",
  array: "a list",
  object: "a dict",
};

/** Returns an error message, or null when `value` satisfies `schema`. */
export function check(value: unknown, schema: JsonSchema, name: string): string | null {
  if (!schema || typeof schema !== "object") return null;
  if (value === null && (schema.nullable === true || typesOf(schema)?.includes("null"))) return null;
  for (const key of ["oneOf", "anyOf"] as const) {
    if (Array.isArray(schema[key])) {
      const errors = schema[key].map((alt: JsonSchema) => check(value, alt, name));
      if (!errors.some((e: string | null) => e === null)) {
        // Report the alternative of the same JSON type (a bad list element), else the union.
        const sameType = schema[key].findIndex((alt: JsonSchema) => (typesOf(alt) ?? []).some((t) => typeOk(value, t)));
        return sameType >= 0 ? errors[sameType] : `${name} is not an allowed_type`;
      }
    }
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const e = check(value, part, name);
      if (e) return e;
    }
  }
  const types = typesOf(schema);
  if (types && !types.some((t) => typeOk(value, t))) {
    const t = types.find((x) => x !== "null") ?? "null";
    return `${name} is not ${typeWords[t] ?? t}`;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e: unknown) => e === value)) return `Invalid ${name}`;
  if (schema.const !== undefined && schema.const !== value) return `Invalid ${name}`;
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) return `Invalid ${name}`;
    if (typeof schema.maximum === "number" && value > schema.maximum) return `Invalid ${name}`;
  }
  if (typeof value === "string") {
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength)
      return `${name} is too long (limit: ${schema.maxLength} characters)`;
    if (typeof schema.minLength === "number" && value.length < schema.minLength) return `${name} cannot be blank`;
  }
  if (Array.isArray(value)) {
    if (schema.items) {
      for (let i = 0; i < value.length; i++) {
        const e = check(value[i], schema.items, `${name}[${i}]`);
        if (e) return e;
      }
    }
    if (typeof schema.minItems === "number" && value.length < schema.minItems) return `Invalid ${name}`;
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems) return `Invalid ${name}`;
  } else if (typeof value === "object" && value !== null) {
    const obj = value as Record<string, unknown>;
    for (const req of schema.required ?? []) {
      if (!(req in obj)) return `${req} key is missing from ${name}`;
    }
    const props: Record<string, JsonSchema> = schema.properties ?? {};
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) {
        const e = check(v, props[k], `${name}["${k}"]`);
        if (e) return e;
      } else if (schema.additionalProperties === false) {
        return `Unexpected arguments: ${k}`;
      } else if (typeof schema.additionalProperties === "object") {
        const e = check(v, schema.additionalProperties, `${name}["${k}"]`);
        if (e) return e;
      }
    }
  }
  return null;
}

export function assertValid(value: unknown, schema: JsonSchema, name: string): void {
  const e = check(value, schema, name);
  if (e) throw badRequest(e);
}
