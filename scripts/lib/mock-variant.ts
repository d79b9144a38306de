/**
 * The variant of openapi.yaml that Prism mocks (`npm run mock`).
 *
 * Prism ignores `encoding.<field>.contentType` (stoplight/prism #380, #1622): it validates a form field against the
 * decoded schema (`stream_ids: array`) and so rejects the correct wire value `stream_ids=[1,2]`. In the variant
 * every JSON-encoded form field (and JSON-encoded query value) is a string whose pattern admits exactly the JSON
 * shapes the real schema allows (`^\s*(?:\[[\s\S]*\])\s*$` for a list, `true|false` for a boolean, ...), so Prism
 * accepts correct requests and still rejects `stream_ids=1,2` or `is_private=True`.
 *
 * Also: paths live under `/api/v1` (Prism serves paths at its root and ignores the server URL's path), so the
 * client's baseUrl works unchanged against the mock; the spec is the view of a server at one feature level (the
 * newest by default, lib/spec publishedAtLevel: responses are the examples as that level's schema has them), and
 * /server_settings advertises that level.
 */
import { newestLevel, publishedAtLevel, readSpec, resolvePointer, type JsonObject } from "../../lib/spec/index.ts";

export const API_PREFIX = "/api/v1";

type JsonType = "integer" | "number" | "boolean" | "null" | "string" | "array" | "object";

const SHAPES: Record<JsonType, string> = {
  integer: "-?(?:0|[1-9][0-9]*)",
  number: "-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?",
  boolean: "true|false",
  null: "null",
  string: '"(?:[^"\\\\]|\\\\.)*"',
  array: "\\[[\\s\\S]*\\]",
  object: "\\{[\\s\\S]*\\}",
};

const typeOfValue = (v: unknown): JsonType =>
  v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : (typeof v as JsonType);

/** The JSON types a schema admits, or undefined when it does not say. */
export function jsonTypes(doc: JsonObject, schema: JsonObject | undefined, seen: string[] = []): Set<JsonType> | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  if (typeof schema.$ref === "string") {
    if (seen.includes(schema.$ref)) return undefined;
    return jsonTypes(doc, resolvePointer(doc, schema.$ref), [...seen, schema.$ref]);
  }
  if (schema.type !== undefined) {
    const types = new Set<JsonType>([schema.type].flat());
    if (types.has("number")) types.add("integer");
    return types;
  }
  if ("const" in schema) return new Set([typeOfValue(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(typeOfValue));
  for (const key of ["oneOf", "anyOf"]) {
    if (!Array.isArray(schema[key])) continue;
    const out = new Set<JsonType>();
    for (const s of schema[key]) {
      const t = jsonTypes(doc, s, seen);
      if (!t) return undefined;
      t.forEach((x) => out.add(x));
    }
    return out;
  }
  if (Array.isArray(schema.allOf)) {
    for (const s of schema.allOf) {
      const t = jsonTypes(doc, s, seen);
      if (t) return t;
    }
  }
  return undefined;
}

/**
 * A string schema standing for a JSON-encoded value of `schema`. A field that admits a string (`to`: a channel
 * name, `message_retention_days`: "unlimited") also takes the plain text as that string, as Zulip and the reference
 * server do (a value that is not JSON is the string itself), so any text is a valid wire value there.
 */
export function jsonTextSchema(doc: JsonObject, schema: JsonObject): JsonObject {
  const types = jsonTypes(doc, schema);
  if (types?.has("string"))
    return { type: "string", description: `JSON-encoded, or a plain string (mock variant of a ${[...types].join(" or ")} field).` };
  const out: JsonObject = {
    type: "string",
    description: `JSON-encoded (mock variant of a ${types ? [...types].join(" or ") : "JSON"} field).`,
  };
  if (types) out.pattern = `^\\s*(?:${[...types].map((t) => SHAPES[t]).join("|")})\\s*$`;
  return out;
}

export interface MockVariantOptions {
  /** The feature level the mocked server has; the newest by default. */
  level?: number;
}

export function mockVariant(options: MockVariantOptions = {}): JsonObject {
  const source = readSpec();
  const level = Math.min(options.level ?? newestLevel(source), newestLevel(source));
  // The level view with its examples as a server at that level sends them (projected, or generated where the newest
  // example no longer fits the level's schema): Prism answers with them.
  const doc = publishedAtLevel(source, level);

  const paths: JsonObject = {};
  for (const [path, item] of Object.entries<JsonObject>(doc.paths ?? {})) {
    for (const op of Object.values<JsonObject>(item)) {
      if (!op || typeof op !== "object" || Array.isArray(op)) continue;
      for (const media of Object.values<JsonObject>(op.requestBody?.content ?? {})) {
        const props = media.schema?.properties ?? {};
        for (const [name, enc] of Object.entries<JsonObject>(media.encoding ?? {})) {
          if (enc?.contentType === "application/json" && props[name]) props[name] = jsonTextSchema(doc, props[name]);
        }
        delete media.encoding;
        delete media.example;
        delete media.examples;
      }
      for (const p of op.parameters ?? []) {
        const param = p.$ref ? resolvePointer(doc, p.$ref) : p;
        if (param.in === "query" && param.content?.["application/json"]) {
          const schema = jsonTextSchema(doc, param.content["application/json"].schema ?? {});
          Object.assign(p, { ...param, schema, content: undefined, $ref: undefined });
          delete p.content;
          delete p.$ref;
        }
      }
    }
    paths[`${API_PREFIX}${path}`] = item;
  }
  doc.paths = paths;
  doc.servers = [{ url: "/", description: "The mock serves the API under /api/v1, as a real server does." }];

  const settings = doc.paths[`${API_PREFIX}/server_settings`]?.get?.responses?.["200"]?.content?.["application/json"];
  // The level under both names (the seed's and Zulip's, which Zulip's clients read), in the settings and in /register.
  for (const example of [settings?.example, doc.paths[`${API_PREFIX}/register`]?.post?.responses?.["200"]?.content?.["application/json"]?.example]) {
    if (example) example.service_feature_level = example.zulip_feature_level = level;
  }
  doc.info["x-mock-variant"] = `Generated by scripts/lib/mock-variant.ts for Prism; level ${level}. Do not publish.`;
  return doc;
}
