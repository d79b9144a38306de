/**
 * The programmatic API over openapi.yaml shared by the scripts, the client, the reference server and the
 * conformance suite, so that all of them read the same facts.
 */
import { dereference } from "./deref.ts";
import { newestLevel, readSpec, specFileHash, SPEC_PATH } from "./load.ts";
import { cached } from "./disk-cache.ts";
import { specAtLevel } from "./levels.ts";
import type { JsonObject } from "./types.ts";
import { SpecFacts } from "./facts.ts";

export * from "./types.ts";
export { readSpec, newestLevel, specFileHash, SPEC_PATH } from "./load.ts";
export { dereference, resolvePointer } from "./deref.ts";
export { specAtLevel, presentAt, nameAt, annotationOf, pendingChanges, collectLevels } from "./levels.ts";
export { listOperations, matchOperation, pathExists, HTTP_METHODS } from "./operations.ts";
export type { OperationInfo, ParameterInfo, BodyFieldInfo, HttpMethod } from "./operations.ts";
export { compileResponseValidator, createAjv } from "./validate.ts";
export type { ResponseCheck, ResponseValidator } from "./validate.ts";
export { SpecFacts, propertyOf } from "./facts.ts";
export type { LevelEvent, ResolvedElement, RoleEntry, SpecError, PermissionRule, LimitRow } from "./facts.ts";
export { forEachAnnotatedField, projectToLevel, levelFindings } from "./project.ts";
export { publishedAtLevel, fitToSchema, generateFromSchema } from "./published.ts";
export type { AnnotatedField, LevelFinding } from "./project.ts";

/**
 * The spec with $refs resolved, optionally as a server at `level` follows it. Levels above the newest the spec
 * knows are treated as the newest.
 */
export function loadSpec(options: { level?: number; path?: string } = {}): JsonObject {
  const path = options.path ?? SPEC_PATH;
  const raw = readSpec(path);
  const level = options.level === undefined ? undefined : Math.min(options.level, newestLevel(raw));
  // The dereferenced view at a level: derived once per spec text and level, then read from the disk cache.
  return cached(specFileHash(path), `deref-${level ?? "all"}`, () => dereference(level === undefined ? raw : specAtLevel(raw, level)));
}

const factsCache = new Map<string, SpecFacts>();

/** The facts of the spec at `path` (the newest view, where every annotation is), built once per path. */
export function specFacts(path: string = SPEC_PATH): SpecFacts {
  let f = factsCache.get(path);
  if (!f) factsCache.set(path, (f = new SpecFacts(loadSpec({ path }))));
  return f;
}
