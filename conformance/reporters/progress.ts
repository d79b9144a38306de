// Progress while the suite runs (stderr). On a terminal: one live line, rewritten in place (\r) as units end and
// cleared at the end; failures stay above it as they happen. Otherwise (CI logs, pipes): one line per area when
// its last unit ends: `streams        ✓✓✓✗✓-  4 passed, 1 failed, 1 skipped`. --verbose adds a line per rule.
import type { ProgressEvent } from "../engine/session.ts";
import type { RuleResult } from "../engine/types.ts";

export interface ProgressOptions {
  /** Rewrite one line in place (stderr is a terminal). */
  live?: boolean;
  verbose?: boolean;
  color?: boolean;
  /** Width of the live line (the terminal's columns). */
  columns?: number;
  /** The live line is redrawn at most once per this many ms (default 100). */
  redrawMs?: number;
}

export interface Progress {
  onProgress(event: ProgressEvent): void;
  /** Clears the live line; prints any area left unfinished. */
  end(): void;
}

export const MARK: Record<RuleResult["status"], string> = { passed: "✓", failed: "✗", skipped: "-", errored: "!" };
const CLEAR = "\r\x1b[K";

export function progressPrinter(write: (s: string) => void, o: ProgressOptions = {}): Progress {
  const total = new Map<string, number>();
  const results = new Map<string, RuleResult[]>();
  const printed = new Set<string>();
  let planned = 0;
  let done = 0;
  let failed = 0;
  let current = "";
  let shown = false;
  let drawnAt = -Infinity;

  const areaLine = (area: string) => {
    const list = results.get(area) ?? [];
    const count = (st: RuleResult["status"]) => list.filter((r) => r.status === st).length;
    const counts = (["passed", "failed", "errored", "skipped"] as const).filter((st) => count(st)).map((st) => paint(`${count(st)} ${st}`, st, o.color));
    // One column for every area of the plan (the longest name sets it: server-settings, scheduled-messages).
    const width = Math.max(14, ...[...total.keys(), ...results.keys()].map((a) => a.length));
    return `${area.padEnd(width)} ${list.map((r) => paint(MARK[r.status], r.status, o.color)).join("")}  ${counts.join(", ")}\n`;
  };
  const liveLine = () => {
    const text = `[${done}/${planned || "?"}]${failed ? ` ${failed} failed` : ""} ${current}`;
    const width = Math.max(20, (o.columns ?? 100) - 1);
    return text.length > width ? `${text.slice(0, width - 1)}…` : text;
  };
  // On a terminal, a persistent line goes above the live one: clear it, write, redraw.
  const above = (line: string) => {
    if (o.live) {
      write(`${CLEAR}${line}${liveLine()}`);
      [shown, drawnAt] = [true, Date.now()];
    } else write(line);
  };
  const redraw = () => {
    if (!o.live || Date.now() - drawnAt < (o.redrawMs ?? 100)) return;
    write(`${CLEAR}${liveLine()}`);
    [shown, drawnAt] = [true, Date.now()];
  };

  return {
    onProgress(e) {
      if (e.type === "plan") {
        for (const u of e.units) total.set(u.area, (total.get(u.area) ?? 0) + 1);
        planned = e.units.length;
        return;
      }
      if (e.type === "waiting") {
        // Live: the line says who waits for what. Logs: one line when a wait ended with nothing (what cost time).
        if (!e.ended) {
          current = `${e.id}: waiting up to ${secondsOf(e.ms)} for an event (${e.what})`;
          redraw();
        } else if (!o.live || o.verbose) above(`  … ${e.id}: no event within ${secondsOf(e.ms)} (${e.what})\n`);
        return;
      }
      if (e.type === "unit-start") {
        current = e.id;
        if (!planned) total.set(e.area, (total.get(e.area) ?? 0) + 1);
        redraw();
        return;
      }
      const r = e.result;
      done++;
      if (r.status === "failed" || r.status === "errored") failed++;
      results.set(r.area, [...(results.get(r.area) ?? []), r]);
      current = r.id;
      if (o.verbose) above(`  ${paint(MARK[r.status], r.status, o.color)} ${r.id}${r.reason ? ` (${r.reason.split("\n")[0]})` : ""}\n`);
      else if (o.live && (r.status === "failed" || r.status === "errored")) above(`${paint(`${MARK[r.status]} ${r.id}`, r.status, o.color)}\n`);
      if (!o.live && (results.get(r.area)?.length ?? 0) >= (total.get(r.area) ?? 0) && !printed.has(r.area)) {
        printed.add(r.area);
        write(areaLine(r.area));
      }
      redraw();
    },
    end() {
      if (o.live) {
        if (shown) write(CLEAR);
        return;
      }
      for (const area of results.keys()) if (!printed.has(area)) write(areaLine(area));
    },
  };
}

const secondsOf = (ms: number) => `${+(ms / 1000).toFixed(1)} s`;

export function paint(text: string, status: RuleResult["status"], color?: boolean): string {
  if (!color) return text;
  const code = { passed: 32, failed: 31, skipped: 33, errored: 31 }[status];
  return `\x1b[${code}m${text}\x1b[0m`;
}
