// The level data as a list of events (what happened to which element at which level), and which change of the
// structural diff each event accounts for.
import type { JsonObject } from "../spec/index.ts";
import type { Change } from "./model.ts";
import { escape } from "./views.ts";

export interface LevelDataEvent {
  level: number;
  event: "added" | "removed" | "deprecated" | "renamed" | "changed";
  /** The annotated element (for an enum value: its holder's pointer + `/x-enum-levels/<value>`). */
  pointer: string;
  value?: string;
  summary?: string;
  /** The `before` patch of a `changed` event. */
  before?: JsonObject;
  /** Whether the structural diff can see it (a behaviour change without a patch, or a value of an open list, cannot). */
  structural: boolean;
  /** An enum value of a list whose values are known but not closed (x-enum-levels without `enum`). */
  openList?: boolean;
  /** The renamed event's old name. */
  from?: string;
}

/** Every event of the level data in the document as written. Form bodies are one YAML anchor: the copy under multipart/form-data is skipped. */
export function levelEvents(raw: JsonObject): LevelDataEvent[] {
  const out: LevelDataEvent[] = [];
  const walk = (node: any, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${pointer}/${i}`));
    if (!node || typeof node !== "object") return;
    const fl = node["x-feature-level"];
    if (fl) {
      for (const k of ["added", "removed", "deprecated"] as const) if (fl[k] !== undefined) out.push({ level: fl[k], event: k, pointer, structural: true });
      if (fl.renamed) out.push({ level: fl.renamed.at, event: "renamed", pointer, from: fl.renamed.from, structural: true });
      for (const c of fl.changed ?? [])
        out.push({ level: c.level, event: "changed", pointer, summary: c.summary, before: c.before, structural: !!c.before && Object.keys(c.before).length > 0 });
    }
    const enumLevels: JsonObject | undefined = node["x-enum-levels"];
    const open = !Array.isArray(node.enum);
    for (const [value, efl] of Object.entries<JsonObject>(enumLevels ?? {})) {
      const p = `${pointer}/x-enum-levels/${escape(value)}`;
      for (const k of ["added", "removed", "deprecated"] as const)
        if (efl[k] !== undefined) out.push({ level: efl[k], event: k, pointer: p, value, structural: !open, openList: open || undefined });
      if (efl.renamed) out.push({ level: efl.renamed.at, event: "renamed", pointer: p, value, from: efl.renamed.from, structural: !open, openList: open || undefined });
    }
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith("x-") || k === "example" || k === "examples" || k === "multipart/form-data") continue;
      walk(v, `${pointer}/${escape(k)}`);
    }
  };
  walk(raw, "#");
  return out;
}

/** The actions that add or remove an element (an operation, a field, a value, a form). */
export const PRESENCE = new Set(["added", "removed", "form-added", "form-removed"]);

/** Whether `event` accounts for `change` (same element; a kind of change the event can cause). */
export function explains(event: LevelDataEvent, change: Pick<Change, "pointer" | "action">): boolean {
  const p = change.pointer;
  if (!p) return false;
  const action = change.action;
  if (event.event === "changed") {
    // A patch of a parameter lands in its schema; a replaced schema changes what is under it.
    if (p === event.pointer || p.startsWith(`${event.pointer}/schema`)) return !PRESENCE.has(action) || !!event.before?.schema;
    return !!event.before?.schema && p.startsWith(`${event.pointer}/`);
  }
  if (p !== event.pointer) return false;
  if (event.event === "added" || event.event === "removed") return PRESENCE.has(action);
  if (event.event === "renamed") return action === "renamed";
  return action === "deprecated" || action === "undeprecated";
}
