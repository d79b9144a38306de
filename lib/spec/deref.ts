import type { JsonObject } from "./types.ts";

/** Resolves a local JSON pointer such as `#/components/schemas/User`. */
export function resolvePointer(doc: JsonObject, ref: string): any {
  if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((node: any, key) => {
      if (node == null || !(key in node)) throw new Error(`unresolvable $ref ${ref}`);
      return node[key];
    }, doc);
}

/**
 * A copy of the document with every local $ref replaced by the object it points to. Keys written next to a $ref
 * (description, x-feature-level...) override the referenced object's, as OpenAPI 3.1 allows. The spec has no
 * recursive schemas, so the result is a tree.
 */
export function dereference(doc: JsonObject): JsonObject {
  const seen: string[] = [];
  const walk = (node: any): any => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    if (typeof node.$ref === "string") {
      if (seen.includes(node.$ref)) throw new Error(`recursive $ref ${node.$ref}`);
      seen.push(node.$ref);
      const { $ref, ...siblings } = node;
      const target = walk(resolvePointer(doc, $ref));
      seen.pop();
      const merged = typeof target === "object" && target !== null ? { ...target } : target;
      for (const [k, v] of Object.entries(siblings)) merged[k] = walk(v);
      return merged;
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    return out;
  };
  return walk(doc);
}
