// The spec as the diff reads it: every object of the file carries its own JSON pointer (`x-ptr`), so a change
// found in a level view (where renamed elements carry their old names and patches are applied) still names the
// element's place in openapi.yaml; and the view at each feature level, built once.
import { newestLevel, specAtLevel, type JsonObject } from "../spec/index.ts";

export const PTR = "x-ptr";

/** Keys whose value is a map of names (its values are elements; the map itself is not). */
const MAPS = new Set([
  "properties", "patternProperties", "encoding", "content", "responses", "paths", "schemas", "parameters", "headers",
  "requestBodies", "securitySchemes", "links", "callbacks", "components", "variables", "mapping", "$defs", "webhooks",
]);
/** Keys whose values are data, not elements. */
const DATA = new Set(["example", "examples", "enum", "const", "default", "required"]);

/** A key as a JSON pointer segment. */
export const escape = (k: string) => k.replace(/~/g, "~0").replace(/\//g, "~1");
/** A JSON pointer segment as the key it names. */
export const unescape = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");

/** Stamps every element of `doc` (in place) with its pointer; returns `doc`. */
function stamp(doc: JsonObject): JsonObject {
  const walk = (node: any, pointer: string, key: string | undefined, isMapValue: boolean) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${pointer}/${i}`, undefined, true));
    if (!node || typeof node !== "object") return;
    const isMap = !isMapValue && key !== undefined && MAPS.has(key);
    // components.parameters is a map; an operation's parameters is a list (handled above).
    if (!isMap) node[PTR] = pointer;
    for (const [k, v] of Object.entries(node)) {
      if (k === PTR || k.startsWith("x-") || (!isMap && DATA.has(k))) continue;
      walk(v, `${pointer}/${escape(k)}`, k, isMap);
    }
  };
  walk(doc, "#", undefined, true);
  return doc;
}

/** The level views of one spec file (stamped), built on demand and kept. */
export class SpecViews {
  readonly newest: number;
  private readonly views = new Map<number, JsonObject>();
  private readonly stamped: JsonObject;

  constructor(readonly raw: JsonObject, readonly label: string) {
    this.newest = newestLevel(raw);
    this.stamped = stamp(structuredClone(raw));
  }

  /** The spec as a server at `level` follows it (levels above the newest read as the newest). */
  at(level: number): JsonObject {
    const l = Math.min(level, this.newest);
    let v = this.views.get(l);
    if (!v) this.views.set(l, (v = specAtLevel(this.stamped, l)));
    return v;
  }
}
