// Reporters: a diff result as text, Markdown, JSON or GitHub workflow annotations. Pure functions of the data.
import { IMPACT_LABEL, IMPACT_MARK, isBreaking, type Change, type DiffResult, type Impact } from "./model.ts";

export const FORMATS = ["text", "markdown", "json", "github"] as const;
export type Format = (typeof FORMATS)[number];

export interface Counts {
  changes: number;
  breakingCaller: number;
  breakingReader: number;
  compatible: number;
  behaviour: number;
  unrecorded: number;
  unseen: number;
}

export function counts(r: DiffResult): Counts {
  const n = (impact: Impact) => r.changes.filter((c) => c.impact === impact).length;
  return {
    changes: r.changes.length,
    breakingCaller: n("breaking-caller"),
    breakingReader: n("breaking-reader"),
    compatible: n("compatible"),
    behaviour: n("behaviour"),
    unrecorded: r.changes.filter((c) => !c.recorded).length,
    unseen: r.unseen.length,
  };
}

export function summaryLine(r: DiffResult): string {
  const c = counts(r);
  return (
    `${c.changes} change(s) from ${r.from} to ${r.to}: ${c.breakingCaller} breaking for a caller, ${c.breakingReader} breaking for a reader, ` +
    `${c.compatible} compatible, ${c.behaviour} behaviour; ${c.unrecorded} not recorded at a feature level, ${c.unseen} declared but not seen`
  );
}

const MANY = 5;
const ops = (c: Change) => (c.operations.length === 0 ? "" : c.operations.length > MANY ? `${c.operations.slice(0, MANY).join(", ")} and ${c.operations.length - MANY} more` : c.operations.join(", "));
const levelTitle = (level: number | undefined) => (level === undefined ? "not recorded at any feature level" : `feature level ${level}`);

function groups(r: DiffResult): [number | undefined, Change[]][] {
  const out = new Map<number | undefined, Change[]>();
  for (const c of r.changes) (out.get(c.level) ?? out.set(c.level, []).get(c.level)!).push(c);
  return [...out];
}

export function formatText(r: DiffResult): string {
  const lines = [`teamchat-spec diff: ${summaryLine(r)}`];
  for (const [level, list] of groups(r)) {
    lines.push("", levelTitle(level) + (list[0].seed ? ` — the seed: "${list[0].seed}"` : ""));
    for (const c of list) {
      const tag = c.recorded ? IMPACT_LABEL[c.impact] : `error: not recorded; ${IMPACT_LABEL[c.impact]}`;
      lines.push(`  [${tag}] ${c.element}: ${c.detail}${c.operations.length && !c.element.startsWith(c.operations[0]) ? ` (in ${ops(c)})` : ""}`);
    }
  }
  if (r.unseen.length) {
    lines.push("", "declared at a feature level but not seen by the diff");
    for (const u of r.unseen) lines.push(`  [error: not seen] ${u.message}`);
  }
  return `${lines.join("\n")}\n`;
}

const md = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function formatMarkdown(r: DiffResult, options: { heading?: string } = {}): string {
  const lines = [`${options.heading ?? "#"} Spec diff: ${r.from} → ${r.to}`, "", summaryLine(r)];
  for (const [level, list] of groups(r)) {
    lines.push("", `${options.heading ?? "#"}# ${levelTitle(level)}`, "");
    if (list[0].seed) lines.push(`> The seed: ${md(list[0].seed)}`, "");
    lines.push("| Client impact | Element | Change | Operations |", "|---|---|---|---|");
    for (const c of list)
      lines.push(`| ${c.recorded ? IMPACT_MARK[c.impact] : `**not recorded**; ${IMPACT_MARK[c.impact]}`} | \`${md(c.element)}\` | ${md(c.detail)} | ${md(ops(c)) || "—"} |`);
  }
  if (r.unseen.length) {
    lines.push("", `${options.heading ?? "#"}# Declared but not seen`, "");
    for (const u of r.unseen) lines.push(`- ${md(u.message)}`);
  }
  return `${lines.join("\n")}\n`;
}

export function formatJson(r: DiffResult): string {
  return `${JSON.stringify({ from: r.from, to: r.to, mode: r.mode, summary: counts(r), changes: r.changes, unseen: r.unseen }, null, 2)}\n`;
}

/** GitHub workflow commands (`::error file=...,line=...::...`); `fileOf` names the file and line of a change. */
export function formatGithub(r: DiffResult, where: (pointer: string | undefined, side?: "base" | "revision") => { file: string; line: number }): string {
  const data = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const prop = (s: string) => data(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
  const cmd = (level: "error" | "warning" | "notice", at: { file: string; line: number }, title: string, message: string) =>
    `::${level} file=${prop(at.file)},line=${at.line},title=${prop(title)}::${data(message)}`;
  const lines: string[] = [];
  for (const c of r.changes) {
    const at = where(c.pointer, c.side);
    const seed = c.seed ? ` The seed (level ${c.level}): "${c.seed}".` : "";
    if (!c.recorded) lines.push(cmd("error", at, "Change not recorded at a feature level", `${c.element}: ${c.detail} (${IMPACT_LABEL[c.impact]}). Declare it in x-feature-level (docs/spec-conventions.md).`));
    else lines.push(cmd(isBreaking(c) ? "warning" : "notice", at, `${IMPACT_LABEL[c.impact]} (level ${c.level})`, `${c.element}: ${c.detail}.${seed}`));
  }
  for (const u of r.unseen) lines.push(cmd("error", where(u.pointer, "revision"), "Declared level change not seen", u.message));
  lines.push(`::notice title=teamchat-spec diff::${data(summaryLine(r))}`);
  return `${lines.join("\n")}\n`;
}
