/**
 * The spec at a level as a document to publish or mock (`npm run spec -- --level N`, `npm run mock -- --level N`):
 * specAtLevel's view, plus
 *
 * - every example fitted to the level: media-type examples are projected with projectToLevel (the newest schema's
 *   annotations: later fields dropped, renamed fields under their old names), then whatever still does not conform
 *   to the level's schema (a field whose type changed, a field the level requires that the newest example lacks)
 *   is generated from the level's schema; an example that cannot be made to fit is dropped, and a tool generates
 *   one from the schema (Prism does). Parameter examples that no longer fit are generated the same way;
 * - components no part of the API uses at the level dropped (a `$ref` inside an `x-` extension, such as an older
 *   form in x-feature-level, gets a copy of what it pointed to).
 *
 * So the output passes Redocly's example checks (test/spec/level-views.test.ts lints every level the seed records).
 */
import type { ValidateFunction } from "ajv";
import { dereference, resolvePointer } from "./deref.ts";
import { specAtLevel } from "./levels.ts";
import { projectToLevel } from "./project.ts";
import type { JsonObject } from "./types.ts";
import { createAjv } from "./validate.ts";

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** specAtLevel(source, level) with its examples fitted and its unused components dropped (see above). */
export function publishedAtLevel(source: JsonObject, level: number): JsonObject {
  const doc = specAtLevel(source, level);
  fitExamples(doc, source, level);
  dropUnusedComponents(doc);
  return doc;
}

// --- examples ---

let ajv: ReturnType<typeof createAjv> | undefined;
const validators = new Map<string, ValidateFunction>();

/** One compiled validator per distinct schema (the level views share most schemas, so most are compiled once). */
function validatorFor(schema: JsonObject): ValidateFunction {
  const key = JSON.stringify(schema);
  let v = validators.get(key);
  if (!v) {
    ajv ??= createAjv({ allErrors: true, verbose: true });
    v = ajv.compile(structuredClone(schema));
    validators.set(key, v);
  }
  return v;
}

const at = (doc: any, segments: string[]) => segments.reduce((node, k) => (node == null ? undefined : node[k]), doc);

/** Media types and parameters under paths and components: [pointer segments, node]. */
function* examplesHolders(doc: JsonObject): Generator<[string[], JsonObject, "media" | "parameter"]> {
  function* walk(node: any, segments: string[]): Generator<[string[], JsonObject, "media" | "parameter"]> {
    if (!node || typeof node !== "object" || typeof node.$ref === "string") return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) yield* walk(node[i], [...segments, String(i)]);
      return;
    }
    const parent = segments[segments.length - 2];
    if (parent === "content" && node.schema) yield [segments, node, "media"];
    else if (typeof node.in === "string" && typeof node.name === "string") yield [segments, node, "parameter"];
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith("x-") || k === "schema" || k === "example" || k === "examples") continue;
      yield* walk(v, [...segments, k]);
    }
  }
  yield* walk(doc.paths, ["paths"]);
  for (const kind of ["responses", "requestBodies", "parameters"]) yield* walk(doc.components?.[kind], ["components", kind]);
}

function fitExamples(doc: JsonObject, source: JsonObject, level: number): void {
  const newest = dereference(source);
  const view = dereference(doc);
  for (const [segments, node, kind] of examplesHolders(doc)) {
    const resolved = at(view, segments);
    const levelSchema = kind === "media" ? resolved?.schema : resolved?.schema ?? resolved?.content?.["application/json"]?.schema;
    if (!levelSchema || typeof levelSchema !== "object") continue;
    // Parameters keep their index only within one view, and are scalars: they are checked, not projected.
    const newestSchema = kind === "media" ? at(newest, segments)?.schema : undefined;
    const fit = (value: unknown) => fitToSchema(levelSchema, newestSchema ? projectToLevel(newestSchema, structuredClone(value), level) : structuredClone(value));
    if ("example" in node) {
      const v = fit(node.example);
      if (v === undefined) delete node.example;
      else node.example = v;
    }
    if (node.examples && typeof node.examples === "object") {
      for (const [name, ex] of Object.entries<any>(node.examples)) {
        if (!ex || typeof ex !== "object" || typeof ex.$ref === "string" || !("value" in ex)) continue;
        const v = fit(ex.value);
        if (v === undefined) delete node.examples[name];
        else ex.value = v;
      }
      if (Object.keys(node.examples).length === 0) delete node.examples;
    }
  }
}

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  parentSchema?: JsonObject;
}

const pointerSegments = (p: string) => (p ? p.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")) : []);

/**
 * `value` made to conform to `schema`: fields the schema does not allow removed, missing required fields and
 * non-conforming values generated from the schema (generateFromSchema), one error at a time, deepest first; the
 * whole value generated when that does not converge. undefined when nothing conforms.
 */
export function fitToSchema(schema: JsonObject, value: unknown): unknown {
  const validate = validatorFor(schema);
  let current = value;
  for (let round = 0; round < 50; round++) {
    if (validate(current)) return current;
    const errors = (validate.errors ?? []) as SchemaError[];
    // A value that matches none of a union's branches is generated from the union as a whole, so that fixes meant
    // for one branch never fight fixes for another.
    const unions = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
    const pool = unions.length ? unions : errors;
    const error = [...pool].sort((a, b) => pointerSegments(b.instancePath).length - pointerSegments(a.instancePath).length)[0];
    current = applyFix(current, error);
  }
  const generated = generateFromSchema(schema);
  return validate(generated) ? generated : undefined;
}

function applyFix(value: unknown, e: SchemaError): unknown {
  const segments = pointerSegments(e.instancePath);
  const target = at(value, segments);
  const replace = (v: unknown) => {
    if (!segments.length) return v;
    at(value, segments.slice(0, -1))[segments[segments.length - 1]] = v;
    return value;
  };
  switch (e.keyword) {
    case "required": {
      const name = e.params.missingProperty as string;
      if (target && typeof target === "object") target[name] = generateFromSchema(propertySchema(e.parentSchema, name) ?? {});
      return value;
    }
    case "additionalProperties":
    case "unevaluatedProperties": {
      const name = (e.params.additionalProperty ?? e.params.unevaluatedProperty) as string;
      if (target && typeof target === "object") delete target[name];
      return value;
    }
    default:
      return replace(generateFromSchema(e.parentSchema ?? {}));
  }
}

function propertySchema(schema: JsonObject | undefined, name: string): JsonObject | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  if (schema.properties?.[name]) return schema.properties[name];
  for (const k of ["allOf", "oneOf", "anyOf"]) {
    for (const branch of schema[k] ?? []) {
      const hit = propertySchema(branch, name);
      if (hit) return hit;
    }
  }
  return undefined;
}

const STRING_FORMATS: Record<string, string> = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "00:00:00Z",
  email: "user@example.com",
  uri: "https://chat.example.com/",
  url: "https://chat.example.com/",
  "uri-reference": "/",
  uuid: "00000000-0000-4000-8000-000000000000",
};

/** A deterministic value of `schema`: its example, default, const or first enum value, else one built from its type. */
export function generateFromSchema(schema: JsonObject): unknown {
  if (!schema || typeof schema !== "object") return null;
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (Array.isArray(schema.examples) && schema.examples.length) return structuredClone(schema.examples[0]);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return structuredClone(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return structuredClone(schema.enum[0]);
  for (const k of ["oneOf", "anyOf"]) {
    const branches = (schema[k] ?? []).filter((b: JsonObject) => b && b.type !== "null");
    if (branches.length) return generateFromSchema(branches[0]);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    const parts = schema.allOf.map(generateFromSchema);
    if (parts.every((p: unknown) => p && typeof p === "object" && !Array.isArray(p))) {
      const own = schema.properties ? (generateFromSchema({ ...schema, allOf: undefined }) as object) : {};
      return Object.assign({}, ...parts, own);
    }
    return parts[0];
  }
  const types: string[] = [schema.type ?? (schema.properties ? "object" : schema.items ? "array" : "null")].flat();
  const type = types.find((t) => t !== "null") ?? "null";
  switch (type) {
    case "object": {
      const out: JsonObject = {};
      for (const name of schema.required ?? []) out[name] = generateFromSchema(schema.properties?.[name] ?? {});
      return out;
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => generateFromSchema(schema.items ?? {}));
    case "string": {
      if (schema.format && STRING_FORMATS[schema.format]) return STRING_FORMATS[schema.format];
      const min = schema.minLength ?? 0;
      const text = "text".padEnd(Math.max(min, 4), "x");
      return text.slice(0, schema.maxLength ?? text.length);
    }
    case "integer":
    case "number": {
      let n = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      if (schema.maximum !== undefined && n > schema.maximum) n = schema.maximum;
      return n;
    }
    case "boolean":
      return false;
    default:
      return null;
  }
}

// --- components ---

const COMPONENT_KINDS = ["schemas", "parameters", "responses", "requestBodies", "headers", "examples"];

/** Components that nothing outside `components` reaches through $refs (x- extensions do not count, as in Redocly). */
function dropUnusedComponents(doc: JsonObject): void {
  const used = new Set<string>();
  const scan = (node: any) => {
    if (Array.isArray(node)) return node.forEach(scan);
    if (!node || typeof node !== "object") return;
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith("x-")) continue;
      if (k === "$ref" && typeof v === "string" && !used.has(v)) {
        used.add(v);
        try {
          scan(resolvePointer(doc, v));
        } catch {
          // a dangling $ref is lint's to report
        }
      } else scan(v);
    }
  };
  for (const [k, v] of Object.entries(doc)) if (k !== "components") scan(v);

  const dropped = new Map<string, any>();
  for (const kind of COMPONENT_KINDS) {
    for (const name of Object.keys(doc.components?.[kind] ?? {})) {
      const ref = `#/components/${kind}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      if (!used.has(ref)) dropped.set(ref, doc.components[kind][name]);
    }
  }
  if (!dropped.size) return;
  // $refs to dropped components that remain (inside x- extensions, or inside other dropped components) get a copy.
  const inline = (node: any, seen: string[]): any => {
    if (Array.isArray(node)) return node.map((v) => inline(v, seen));
    if (!node || typeof node !== "object") return node;
    if (typeof node.$ref === "string" && dropped.has(node.$ref) && !seen.includes(node.$ref)) {
      const { $ref, ...siblings } = node;
      return { ...inline(dropped.get($ref), [...seen, $ref]), ...inline(siblings, seen) };
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = inline(v, seen);
    return out;
  };
  for (const ref of dropped.keys()) {
    const [, , kind, name] = ref.split("/");
    delete doc.components[kind][name.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  for (const [k, v] of Object.entries(doc)) doc[k] = inline(v, []);
  for (const kind of COMPONENT_KINDS) if (doc.components?.[kind] && !Object.keys(doc.components[kind]).length) delete doc.components[kind];
}
