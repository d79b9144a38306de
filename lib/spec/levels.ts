import { resolvePointer } from "./deref.ts";
import type { FeatureLevelAnnotation, JsonObject, LevelChange } from "./types.ts";

const KEY = "x-feature-level";
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export function annotationOf(node: unknown): FeatureLevelAnnotation | undefined {
  return node && typeof node === "object" ? (node as JsonObject)[KEY] : undefined;
}

/** Whether an element with this annotation exists on a server at `level`. */
export function presentAt(fl: FeatureLevelAnnotation | undefined, level: number): boolean {
  if (!fl) return true;
  if (fl.added !== undefined && level < fl.added) return false;
  if (fl.removed !== undefined && level >= fl.removed) return false;
  return true;
}

/** The name an element had at `level` (its old name below the rename level). */
export function nameAt(name: string, fl: FeatureLevelAnnotation | undefined, level: number): string {
  return fl?.renamed && level < fl.renamed.at ? fl.renamed.from : name;
}

/** The changes that had not happened yet at `level`, newest first, so patches apply in reverse history. */
export function pendingChanges(fl: FeatureLevelAnnotation | undefined, level: number): LevelChange[] {
  return (fl?.changed ?? []).filter((c) => level < c.level).sort((a, b) => b.level - a.level);
}

/** Every level any annotation in the document mentions, with where it was found. */
export function collectLevels(doc: JsonObject): Map<number, string[]> {
  const found = new Map<number, string[]>();
  const note = (level: number, where: string) => {
    if (!found.has(level)) found.set(level, []);
    found.get(level)!.push(where);
  };
  const walk = (node: any, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${pointer}/${i}`));
    if (!node || typeof node !== "object") return;
    const fl = node[KEY] as FeatureLevelAnnotation | undefined;
    if (fl) {
      for (const k of ["added", "deprecated", "removed"] as const) if (fl[k] !== undefined) note(fl[k]!, pointer);
      if (fl.renamed) note(fl.renamed.at, pointer);
      for (const c of fl.changed ?? []) note(c.level, pointer);
    }
    const enumLevels = node["x-enum-levels"] as Record<string, FeatureLevelAnnotation> | undefined;
    for (const [value, efl] of Object.entries(enumLevels ?? {})) {
      for (const k of ["added", "deprecated", "removed"] as const)
        if (efl[k] !== undefined) note(efl[k]!, `${pointer}/x-enum-levels/${value}`);
      if (efl.renamed) note(efl.renamed.at, `${pointer}/x-enum-levels/${value}`);
    }
    for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  };
  walk(doc, "#");
  return found;
}

/**
 * The spec as a server at `level` follows it: what came later is removed, renamed elements carry their old names,
 * `before` patches restore older forms, enum values follow x-enum-levels. Works on the document as written
 * ($refs kept), so the output stays readable.
 */
export function specAtLevel(source: JsonObject, level: number): JsonObject {
  // Break the sharing YAML anchors create, so every media type is patched once.
  const doc: JsonObject = JSON.parse(JSON.stringify(source));
  const refAbsent = (node: any) =>
    node && typeof node.$ref === "string" && !presentAt(annotationOf(resolvePointer(doc, node.$ref)), level);
  const absent = (node: any) => !presentAt(annotationOf(node), level) || refAbsent(node);

  for (const [path, item] of Object.entries<JsonObject>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) if (item[method] && absent(item[method])) delete item[method];
    if (!HTTP_METHODS.some((m) => item[m])) delete doc.paths[path];
  }

  const walk = (node: any, encoding?: JsonObject) => {
    if (Array.isArray(node)) return node.forEach((v) => walk(v));
    if (!node || typeof node !== "object") return;

    if (Array.isArray(node.parameters)) node.parameters = node.parameters.filter((p: any) => !absent(p));
    for (const key of ["oneOf", "anyOf", "allOf"]) {
      if (Array.isArray(node[key])) node[key] = node[key].filter((s: any) => !absent(s));
    }
    if (node.properties && typeof node.properties === "object" && !Array.isArray(node.properties)) {
      applyToProperties(node, level, encoding, absent);
    }
    if (Array.isArray(node.enum) && node["x-enum-levels"]) applyToEnum(node, level);
    applyToElement(node, level);

    // A media type's encoding map belongs to the top-level properties of its schema.
    if (node.schema && node.encoding) {
      walk(node.schema, node.encoding);
      for (const [k, v] of Object.entries(node)) if (k !== "schema") walk(v);
      if (Object.keys(node.encoding).length === 0) delete node.encoding;
      return;
    }
    for (const v of Object.values(node)) walk(v);
  };

  walk(doc);
  // Components absent at this level go last: the walk above resolved the $refs that pointed to them.
  for (const kind of ["schemas", "parameters"]) {
    for (const [name, node] of Object.entries<any>(doc.components?.[kind] ?? {})) {
      if (!presentAt(annotationOf(node), level)) delete doc.components[kind][name];
    }
  }
  doc.info["x-feature-level-view"] = level;
  return doc;
}

/** Presence, renames and parent-level patches (required, encoding) of the properties of one schema. */
function applyToProperties(schema: JsonObject, level: number, encoding: JsonObject | undefined, absent: (n: any) => boolean) {
  const required = new Set<string>(schema.required ?? []);
  const properties: JsonObject = {};
  for (const [name, prop] of Object.entries<any>(schema.properties)) {
    const fl = annotationOf(prop);
    if (absent(prop)) {
      required.delete(name);
      if (encoding) delete encoding[name];
      continue;
    }
    let wasRequired = required.has(name);
    let contentType: string | null | undefined = encoding?.[name]?.contentType;
    for (const change of pendingChanges(fl, level)) {
      if (change.before?.required !== undefined) wasRequired = change.before.required;
      if (change.before?.encoding !== undefined) contentType = change.before.encoding;
    }
    const oldName = nameAt(name, fl, level);
    required.delete(name);
    if (wasRequired) required.add(oldName);
    if (encoding) {
      delete encoding[name];
      if (contentType) encoding[oldName] = { contentType };
    }
    properties[oldName] = prop;
  }
  schema.properties = properties;
  if (schema.required) schema.required = [...required];
  else if (required.size) schema.required = [...required];
}

/** Patches that change the element itself: its schema, default, nullability, list bounds; parameter renames. */
function applyToElement(node: JsonObject, level: number) {
  const fl = annotationOf(node);
  if (!fl) return;
  const isParameter = typeof node.in === "string" && typeof node.name === "string";
  if (isParameter) node.name = nameAt(node.name, fl, level);
  for (const change of pendingChanges(fl, level)) {
    const before = change.before;
    if (!before) continue;
    const target: JsonObject = isParameter ? (node.schema ??= {}) : node;
    if (before.schema) {
      for (const k of Object.keys(target)) if (k !== "description" && !k.startsWith("x-")) delete target[k];
      Object.assign(target, structuredClone(before.schema));
    }
    if (before.default !== undefined) target.default = before.default;
    if (before.minItems !== undefined) target.minItems = before.minItems;
    if (before.nullable === false && Array.isArray(target.type)) {
      target.type = target.type.filter((t: string) => t !== "null");
      if (target.type.length === 1) target.type = target.type[0];
    }
    if (isParameter && before.required !== undefined) node.required = before.required;
  }
}

function applyToEnum(node: JsonObject, level: number) {
  const levels = node["x-enum-levels"] as Record<string, FeatureLevelAnnotation>;
  node.enum = node.enum
    .filter((v: unknown) => presentAt(levels[String(v)], level))
    .map((v: unknown) => {
      const fl = levels[String(v)];
      return typeof v === "string" ? nameAt(v, fl, level) : v;
    });
}
