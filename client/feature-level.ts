/**
 * Feature detection: a server advertises `service_feature_level` in GET /server_settings, and a feature exists
 * when the server's level is at least the level it was added at (and below the level it was removed at). A missing
 * level counts as 0. Operation and field levels come from generated/feature-levels.ts (derived from openapi.yaml).
 */
import { newestFeatureLevel, operationLevels } from "../generated/feature-levels.ts";
import type { ChatClient } from "./index.ts";
import type { LevelRange } from "./wire-types.ts";

export { newestFeatureLevel };

/** The feature level in a /server_settings response; 0 when absent (Zulip servers call it zulip_feature_level). */
export function featureLevelOf(settings: Record<string, unknown> | undefined): number {
  const level = settings?.service_feature_level ?? settings?.zulip_feature_level;
  return typeof level === "number" && Number.isInteger(level) && level >= 0 ? level : 0;
}

/** Whether a server at `serverLevel` has everything introduced at `level` or before. */
export const supportsLevel = (serverLevel: number, level: number): boolean => serverLevel >= level;

/** Whether an element with these levels exists on a server at `serverLevel`. */
export function presentAtLevel(range: LevelRange | undefined, serverLevel: number): boolean {
  if (range?.added !== undefined && serverLevel < range.added) return false;
  if (range?.removed !== undefined && serverLevel >= range.removed) return false;
  return true;
}

function levelsOf(operationId: string) {
  const levels = operationLevels[operationId];
  if (!levels) throw new Error(`unknown operationId "${operationId}"`);
  return levels;
}

/** Whether the operation (by operationId, e.g. `create-scheduled-message`) exists at `serverLevel`. */
export const supportsOperation = (serverLevel: number, operationId: string): boolean =>
  presentAtLevel(levelsOf(operationId), serverLevel);

/** Whether a parameter or form field of an operation exists at `serverLevel` (and the operation does). */
export const supportsField = (serverLevel: number, operationId: string, field: string): boolean =>
  supportsOperation(serverLevel, operationId) && presentAtLevel(levelsOf(operationId).fields[field], serverLevel);

export interface ServerFeatures {
  /** The server's feature level (0 when it advertises none). */
  level: number;
  supports(level: number): boolean;
  supportsOperation(operationId: string): boolean;
  supportsField(operationId: string, field: string): boolean;
}

/** Reads GET /server_settings (no authentication needed) and answers feature questions about that server. */
export async function getServerFeatures(client: ChatClient): Promise<ServerFeatures> {
  const { data, error, response } = await client.GET("/server_settings");
  if (!data) throw new Error(`GET /server_settings failed with ${response.status}: ${error?.msg ?? "no error message"}`);
  const level = featureLevelOf(data as Record<string, unknown>);
  return {
    level,
    supports: (l) => supportsLevel(level, l),
    supportsOperation: (id) => supportsOperation(level, id),
    supportsField: (id, field) => supportsField(level, id, field),
  };
}
