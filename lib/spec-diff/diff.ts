// The two diffs of `teamchat-spec diff`: between two feature levels of one spec (every change with the level that
// records it), and between two spec files (every change recorded at a level, or an error). Both check the level
// data both ways: a change the diff sees that no level records, and a level change the diff does not see.
import type { JsonObject } from "../spec/index.ts";
import { componentReach, elementOf, operationsAt } from "./elements.ts";
import { explains, levelEvents, PRESENCE, type LevelDataEvent } from "./events.ts";
import type { Change, DiffResult, Impact, LevelProblem } from "./model.ts";
import { seedWordsByLevel } from "./seed.ts";
import { SpecViews } from "./views.ts";
import { Differ } from "./walk.ts";

type Raw = Omit<Change, "operations" | "recorded" | "seen" | "level"> & { op: string };

/** Changes found once per operation, merged: one entry per element and change, listing every operation it reaches. */
function merge(list: (Raw & { level?: number; recorded: boolean; seen: boolean; summary?: string })[]): Change[] {
  const out = new Map<string, Change>();
  for (const { op, ...c } of list) {
    const key = [c.element, c.action, c.direction, c.detail, c.level].join("|");
    const seen = out.get(key);
    if (seen) {
      if (op && !seen.operations.includes(op)) seen.operations.push(op);
    } else out.set(key, { ...c, operations: op ? [op] : [] });
  }
  for (const c of out.values()) c.operations.sort();
  return [...out.values()];
}

const EVENT_WORDS: Record<LevelDataEvent["event"], string> = { added: "added", removed: "removed", deprecated: "deprecated", renamed: "renamed", changed: "changed" };

/** A change the level data records but the schema cannot show: a behaviour change, or a value of an open list. */
function dataOnlyChange(e: LevelDataEvent, doc: JsonObject, reach: Map<string, Set<string>>): Change {
  const element = elementOf(doc, e.pointer);
  const impact: Impact = e.event === "changed" ? "behaviour" : "compatible";
  const detail =
    e.event === "changed"
      ? String(e.summary)
      : `known value ${EVENT_WORDS[e.event]}${e.from ? ` (was ${e.from})` : ""} (the list of values is open: clients already meet values they do not know)`;
  return { kind: e.value !== undefined ? "enum-value" : "operation", action: e.event === "changed" ? "behaviour" : e.event, element, detail, impact, operations: operationsAt(e.pointer, reach), pointer: e.pointer, level: e.level, recorded: true, seen: false, summary: e.summary };
}

interface Chain {
  changes: Change[];
  unseen: LevelProblem[];
}

/** The spec's levels between `from` and `to`, diffed step by step: each step's changes are that level's. */
function chain(views: SpecViews, events: LevelDataEvent[], from: number, to: number, only?: (level: number) => boolean): Chain {
  const lo = Math.min(from, to);
  const hi = Math.min(Math.max(from, to), views.newest);
  const levels = [...new Set(events.map((e) => e.level))].filter((l) => l > lo && l <= hi).sort((a, b) => a - b);
  const up = to >= from;
  const raw: Parameters<typeof merge>[0] = [];
  const unseen: LevelProblem[] = [];
  const reach = componentReach(views.raw);
  const dataOnly: Change[] = [];
  levels.forEach((level, i) => {
    if (only && !only(level)) return;
    const below = i === 0 ? lo : levels[i - 1];
    const [a, b] = up ? [below, level] : [level, below];
    const step = new Differ({ doc: views.at(a), level: a }, { doc: views.at(b), level: b }).run();
    const atLevel = events.filter((e) => e.level === level);
    const used = new Set<LevelDataEvent>();
    for (const c of step) {
      const by = atLevel.filter((e) => e.structural && explains(e, c));
      by.forEach((e) => used.add(e));
      raw.push({ ...c, level: by.length ? level : undefined, recorded: by.length > 0, seen: true, summary: by.find((e) => e.summary)?.summary });
    }
    // An element that arrives (or goes) with the operation or object holding it is seen through its holder.
    const holders = step.filter((c) => PRESENCE.has(c.action) && c.pointer).map((c) => `${c.pointer}/`);
    for (const e of atLevel) {
      if (!e.structural) dataOnly.push(dataOnlyChange(e, views.raw, reach));
      else if (!used.has(e) && !(PRESENCE.has(e.event) && holders.some((h) => e.pointer.startsWith(h)))) {
        const element = elementOf(views.raw, e.pointer);
        unseen.push({ level, element, event: e.event, pointer: e.pointer, message: `${element}: ${e.event}${e.summary ? ` (${e.summary})` : ""} at level ${level} is declared, but the spec's views at levels ${below} and ${level} do not differ there` });
      }
    }
  });
  return { changes: [...merge(raw), ...dataOnly], unseen };
}

/** Level changes declared above the spec's newest level: no view of the spec can show them. */
function beyondNewest(views: SpecViews, events: LevelDataEvent[]): LevelProblem[] {
  return events
    .filter((e) => e.level > views.newest)
    .map((e) => {
      const element = elementOf(views.raw, e.pointer);
      return { level: e.level, element, event: e.event, pointer: e.pointer, message: `${element}: ${e.event} at level ${e.level} is declared, above the spec's newest level ${views.newest} (info.x-newest-feature-level), so no view of the spec shows it` };
    });
}

function withSeedWords(changes: Change[], seed: Map<number, string>): Change[] {
  for (const c of changes) if (c.level !== undefined && seed.has(c.level)) c.seed = seed.get(c.level);
  return changes;
}

export const byLevel = (a: Change, b: Change) =>
  (a.level ?? Infinity) - (b.level ?? Infinity) || a.element.localeCompare(b.element) || a.action.localeCompare(b.action);

/** Every change between two feature levels of one spec (`from` may be above `to`: a client newer than its server). */
export function diffLevels(raw: JsonObject, from: number, to: number, options: { seed?: Map<number, string>; label?: string } = {}): DiffResult {
  const views = new SpecViews(raw, options.label ?? "openapi.yaml");
  const events = levelEvents(raw);
  const { changes, unseen } = chain(views, events, from, to);
  return { mode: "levels", from: `level ${from}`, to: `level ${to}`, changes: withSeedWords(changes, options.seed ?? seedWordsByLevel()).sort(byLevel), unseen: [...unseen, ...beyondNewest(views, events)] };
}

/**
 * Every change from `base` to `revision`. The base's newest level is Nb. The revision's view at Nb must match the
 * base's at Nb, except where the revision's new level data explains the difference (a change recorded at an older
 * level); the changes above Nb are the revision's own level steps. Any change nothing records is an error, and so
 * is a level change the revision declares that its own views do not show.
 */
export function diffFiles(baseRaw: JsonObject, revRaw: JsonObject, options: { seed?: Map<number, string>; base?: string; revision?: string } = {}): DiffResult {
  const base = new SpecViews(baseRaw, options.base ?? "base");
  const rev = new SpecViews(revRaw, options.revision ?? "revision");
  const nb = base.newest;
  const baseKeys = new Set(levelEvents(baseRaw).map(eventKey));
  const revEvents = levelEvents(revRaw);
  const fresh = revEvents.filter((e) => !baseKeys.has(eventKey(e)));

  const history = new Differ({ doc: base.at(nb), level: nb }, { doc: rev.at(nb), level: nb }).run();
  const raw: Parameters<typeof merge>[0] = history.map((c) => {
    const by = fresh.find((e) => e.structural && e.level <= nb && explains(e, c));
    return { ...c, level: by?.level, recorded: !!by, seen: true, summary: by?.summary };
  });
  // The revision's own steps: the levels above the base's, and the older levels its new level data touches.
  const touched = new Set(fresh.map((e) => e.level));
  const own = chain(rev, revEvents, 0, rev.newest, (level) => level > nb || touched.has(level));
  const changes = [...merge(raw), ...own.changes.filter((c) => (c.level !== undefined && c.level > nb) || !c.recorded)];
  return {
    mode: "files",
    from: `${options.base ?? "base"} (level ${nb})`,
    to: `${options.revision ?? "revision"} (level ${rev.newest})`,
    changes: withSeedWords(changes, options.seed ?? seedWordsByLevel()).sort(byLevel),
    unseen: [...own.unseen, ...beyondNewest(rev, revEvents)],
  };
}

const eventKey = (e: LevelDataEvent) => [e.pointer, e.event, e.level, e.value, e.summary, JSON.stringify(e.before)].join("|");
