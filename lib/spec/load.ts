import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { cached, specHash } from "./disk-cache.ts";
import type { JsonObject } from "./types.ts";

/** The one openapi.yaml of the project. */
export const SPEC_PATH = fileURLToPath(new URL("../../openapi.yaml", import.meta.url));

/** The YAML parser, loaded only when a spec is not in the disk cache yet (loading it is a noticeable part of a start). */
const yaml = () => createRequire(import.meta.url)("yaml") as typeof import("yaml");

const cache = new Map<string, JsonObject>();
const hashes = new Map<string, string>();

/** The SHA-256 of the spec file's text as last read (the disk cache's key for what is derived from it). */
export function specFileHash(path: string = SPEC_PATH): string {
  if (!hashes.has(path)) readSpec(path);
  return hashes.get(path)!;
}

/**
 * The spec as written (YAML anchors expanded, $refs kept). Each call returns a fresh copy, so callers may mutate
 * it; parsing happens once per path.
 */
export function readSpec(path: string = SPEC_PATH): JsonObject {
  let doc = cache.get(path);
  if (!doc) {
    const text = readFileSync(path, "utf8");
    const hash = specHash(text);
    hashes.set(path, hash);
    // maxAliasCount: the spec reuses each form body under two media types through anchors. Parsed once per spec
    // text, then read back from the disk cache (JSON parses many times faster than YAML).
    doc = cached(hash, "parsed", () => yaml().parse(text, { maxAliasCount: -1 }) as JsonObject);
    cache.set(path, doc);
  }
  return structuredClone(doc);
}

/** The newest feature level the spec describes (`info.x-newest-feature-level`). */
export function newestLevel(doc: JsonObject): number {
  return doc.info["x-newest-feature-level"];
}
