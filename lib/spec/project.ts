// Responses through the spec at a level. One walker pairs a JSON value with the newest (dereferenced) schema and
// reports every field that carries an x-feature-level annotation; the server uses it to shape what it sends at its
// level (project), the suite to check what a server sent at the level it advertises (levelFindings).
import { annotationOf, presentAt } from "./levels.ts";
import type { FeatureLevelAnnotation, JsonObject } from "./types.ts";

export interface AnnotatedField {
  /** The object holding the field, and the key it has there. */
  holder: Record<string, unknown>;
  key: string;
  /** The field's name in the newest spec (differs from `key` when the value arrived under an old name). */
  name: string;
  annotation: FeatureLevelAnnotation;
  /** JSON pointer of the field inside the value (`/streams/0/creator_id`). */
  pointer: string;
}

/** Object-schema branches that apply to `value` (a oneOf whose branch fixes `type` by const/enum is discriminated). */
function branchesFor(schema: JsonObject, value: Record<string, unknown>): JsonObject[] {
  const out: JsonObject[] = [schema];
  for (const k of ["allOf", "oneOf", "anyOf"]) {
    for (const branch of schema[k] ?? []) {
      if (!branch || typeof branch !== "object") continue;
      const t = branch.properties?.type;
      const fixed = t?.const !== undefined ? [t.const] : Array.isArray(t?.enum) && t.enum.length === 1 ? t.enum : undefined;
      if (k !== "allOf" && fixed && !fixed.includes(value.type)) continue;
      out.push(...branchesFor(branch, value));
    }
  }
  return out;
}

interface Properties {
  props: Map<string, JsonObject>;
  oldNames: Map<string, string>;
}

/** propertiesFor's answers by schema and by the value's `type` (the only thing of the value that picks branches). */
const propertiesMemo = new WeakMap<JsonObject, Map<unknown, Properties>>();

/** The property schemas an object value can use, keyed by newest name, plus old names → newest names. */
function propertiesFor(schema: JsonObject, value: Record<string, unknown>): Properties {
  let byType = propertiesMemo.get(schema);
  if (!byType) propertiesMemo.set(schema, (byType = new Map()));
  const type = typeof value.type === "string" || typeof value.type === "number" ? value.type : undefined;
  let known = byType.get(type);
  if (!known) byType.set(type, (known = computeProperties(schema, { type })));
  return known;
}

function computeProperties(schema: JsonObject, value: Record<string, unknown>): Properties {
  const props = new Map<string, JsonObject>();
  const oldNames = new Map<string, string>();
  for (const b of branchesFor(schema, value)) {
    for (const [name, prop] of Object.entries<JsonObject>(b.properties ?? {})) {
      if (!props.has(name)) props.set(name, prop);
      const fl = annotationOf(prop);
      if (fl?.renamed) oldNames.set(fl.renamed.from, name);
    }
  }
  return { props, oldNames };
}

function itemsFor(schema: JsonObject): JsonObject | undefined {
  if (schema.items) return schema.items;
  for (const k of ["allOf", "oneOf", "anyOf"])
    for (const b of schema[k] ?? []) {
      const hit = b && typeof b === "object" ? itemsFor(b) : undefined;
      if (hit) return hit;
    }
  return undefined;
}

/** Calls `visit` for every annotated field of `value` under `schema`, depth first (children before the field). */
export function forEachAnnotatedField(schema: JsonObject | undefined, value: unknown, visit: (f: AnnotatedField) => void, pointer = ""): void {
  if (!schema || typeof schema !== "object" || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    const items = itemsFor(schema);
    if (items) value.forEach((v, i) => forEachAnnotatedField(items, v, visit, `${pointer}/${i}`));
    return;
  }
  const obj = value as Record<string, unknown>;
  const { props, oldNames } = propertiesFor(schema, obj);
  for (const key of Object.keys(obj)) {
    const name = props.has(key) ? key : oldNames.get(key);
    const prop = name ? props.get(name) : undefined;
    if (!prop || !name) continue;
    const here = `${pointer}/${key}`;
    forEachAnnotatedField(prop, obj[key], visit, here);
    const annotation = annotationOf(prop);
    if (annotation) visit({ holder: obj, key, name, annotation, pointer: here });
  }
}

/** Per schema and level: whether some field under it is absent or renamed at that level (memoized; the spec is a tree). */
const changesAt = new WeakMap<JsonObject, Map<number, boolean>>();

/**
 * Whether projecting a value through `schema` at `level` can change anything: some property reachable the way
 * forEachAnnotatedField walks (properties of every branch, items) is absent at the level or carries an old name there.
 * When none is, the walk over the value is skipped (the common case at the newest level).
 */
export function changesAtLevel(schema: JsonObject | undefined, level: number): boolean {
  if (!schema || typeof schema !== "object") return false;
  let perLevel = changesAt.get(schema);
  if (!perLevel) changesAt.set(schema, (perLevel = new Map()));
  const known = perLevel.get(level);
  if (known !== undefined) return known;
  let found = false;
  for (const [, prop] of Object.entries<JsonObject>(schema.properties ?? {})) {
    const fl = annotationOf(prop);
    if ((fl && (!presentAt(fl, level) || (fl.renamed && level < fl.renamed.at))) || changesAtLevel(prop, level)) {
      found = true;
      break;
    }
  }
  if (!found && schema.items && changesAtLevel(schema.items, level)) found = true;
  if (!found)
    for (const k of ["allOf", "oneOf", "anyOf"])
      for (const b of schema[k] ?? []) if (!found && b && typeof b === "object" && changesAtLevel(b, level)) found = true;
  perLevel.set(level, found);
  return found;
}

/**
 * `value` (built with every field under its newest name) as a server at `level` sends it: fields the level does
 * not have are dropped, renamed fields take the name valid at the level. Mutates and returns `value`.
 */
export function projectToLevel<T>(schema: JsonObject | undefined, value: T, level: number): T {
  project(schema, value, level);
  return value;
}

/**
 * forEachAnnotatedField's walk, applying the level to each annotated field, that skips every subtree in which nothing
 * changes at the level (changesAtLevel): the same result, without visiting what stays as it is.
 */
function project(schema: JsonObject | undefined, value: unknown, level: number): void {
  if (!schema || typeof schema !== "object" || value === null || typeof value !== "object" || !changesAtLevel(schema, level)) return;
  if (Array.isArray(value)) {
    const items = itemsFor(schema);
    if (items && changesAtLevel(items, level)) for (const v of value) project(items, v, level);
    return;
  }
  const holder = value as Record<string, unknown>;
  const { props, oldNames } = propertiesFor(schema, holder);
  for (const key of Object.keys(holder)) {
    const name = props.has(key) ? key : oldNames.get(key);
    const prop = name ? props.get(name) : undefined;
    if (!prop || !name) continue;
    project(prop, holder[key], level);
    const annotation = annotationOf(prop);
    if (!annotation) continue;
    if (!presentAt(annotation, level)) {
      delete holder[key];
      continue;
    }
    const r = annotation.renamed;
    if (r && level < r.at && key !== r.from) {
      holder[r.from] = holder[key];
      delete holder[key];
    }
  }
}

export interface LevelFinding {
  kind: "removed-field-present" | "old-name-after-rename" | "new-name-before-rename" | "field-before-its-level";
  /** Warnings (the server is ahead of what it advertises) are not violations. */
  severity: "failure" | "warning";
  pointer: string;
  field: string;
  level: number;
  text: string;
}

/** What the annotations say about a response received from a server at `level`, in both directions. */
export function levelFindings(schema: JsonObject | undefined, value: unknown, level: number): LevelFinding[] {
  const out: LevelFinding[] = [];
  forEachAnnotatedField(schema, value, ({ key, name, annotation, pointer }) => {
    if (annotation.removed !== undefined && level >= annotation.removed)
      out.push({ kind: "removed-field-present", severity: "failure", pointer, field: key, level: annotation.removed, text: `${key} was removed at level ${annotation.removed}, but a level-${level} server sent it` });
    const r = annotation.renamed;
    if (r && key === r.from && key !== name && level >= r.at)
      out.push({ kind: "old-name-after-rename", severity: "failure", pointer, field: key, level: r.at, text: `${r.from} is called ${name} from level ${r.at}; a level-${level} server sent the old name` });
    if (r && key === name && level < r.at)
      out.push({ kind: "new-name-before-rename", severity: "warning", pointer, field: key, level: r.at, text: `${name} was called ${r.from} before level ${r.at}; a level-${level} server sent the new name` });
    if (annotation.added !== undefined && level < annotation.added)
      out.push({ kind: "field-before-its-level", severity: "warning", pointer, field: key, level: annotation.added, text: `${key} is new in level ${annotation.added}; a level-${level} server sent it (ahead of what it advertises)` });
  });
  return out;
}
