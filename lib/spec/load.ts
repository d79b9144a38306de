import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { JsonObject } from "./types.ts";

/** The one openapi.yaml of the project. */
export const SPEC_PATH = fileURLToPath(new URL("../../openapi.yaml", import.meta.url));

const cache = new Map<string, JsonObject>();

/**
 * The spec as written (YAML anchors expanded, $refs kept). Each call returns a fresh copy, so callers may mutate
 * it; parsing happens once per path.
 */
export function readSpec(path: string = SPEC_PATH): JsonObject {
  let doc = cache.get(path);
  if (!doc) {
    // maxAliasCount: the spec reuses each form body under two media types through anchors.
    doc = parse(readFileSync(path, "utf8"), { maxAliasCount: -1 }) as JsonObject;
    cache.set(path, doc);
  }
  return structuredClone(doc);
}

/** The newest feature level the spec describes (`info.x-newest-feature-level`). */
export function newestLevel(doc: JsonObject): number {
  return doc.info["x-newest-feature-level"];
}
