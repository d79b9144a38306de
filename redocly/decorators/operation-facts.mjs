// Puts the facts the spec keeps as x- data at the top of every operation's description: its feature levels (also as
// Redoc badges, "New in 179", "Deprecated at 248"), the required role (x-required-role, x-excluded-principals,
// x-permission-rules) and the error rows (x-errors). Prepends, so the "**Changes**" paragraph that
// teamchat/feature-level-prose appends stays last whatever order the decorators run in. Idempotent.

export const FACTS_MARK = "**Required role**:";
const FACTS_END = "\n\n---\n\n";

const ROLE_WORDS = {
  anonymous: "anyone, no credentials needed",
  guest: "any authenticated user",
  member: "member or above",
  moderator: "moderator or above",
  administrator: "administrator or above",
  owner: "organization owner",
};

const md = (s) => String(s).replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Inside a code span markdown escapes HTML itself; only the table's pipe needs escaping. */
const code = (s) => `\`${String(s).replace(/\|/g, "\\|")}\``;

/** Redoc badges for an operation. */
export function badges(op) {
  const fl = op["x-feature-level"] ?? {};
  const out = [];
  if (fl.added !== undefined) out.push({ name: `New in ${fl.added}`, color: "#2e7d32" });
  if (fl.deprecated !== undefined) out.push({ name: `Deprecated at ${fl.deprecated}`, color: "#b26a00" });
  if (fl.removed !== undefined) out.push({ name: `Removed at ${fl.removed}`, color: "#c62828" });
  return out;
}

/** The facts block (markdown) for an operation. */
export function factsBlock(op) {
  const fl = op["x-feature-level"] ?? {};
  const levels = [];
  if (fl.added !== undefined) levels.push(`new in ${fl.added}`);
  for (const c of fl.changed ?? []) levels.push(`changed at ${c.level}`);
  if (fl.deprecated !== undefined) levels.push(`deprecated at ${fl.deprecated}`);
  if (fl.removed !== undefined) levels.push(`removed at ${fl.removed}`);
  const role = op["x-required-role"];
  const lines = [
    `**Feature level**: ${levels.length ? levels.join(", ") : "available at every level"}. ` +
      `${FACTS_MARK} ${role ? `\`${role}\` (${ROLE_WORDS[role] ?? role})` : "not stated"}` +
      `${op["x-excluded-principals"]?.length ? `; not ${op["x-excluded-principals"].join(", ")}s` : ""}.`,
  ];
  for (const r of op["x-permission-rules"] ?? []) {
    const when = r.parameter ? ` (\`${r.parameter}${r.value !== undefined ? `=${JSON.stringify(r.value)}` : ""}\`)` : "";
    const needs = r["required-role"] ? `: needs \`${r["required-role"]}\`` : "";
    const msg = (op["x-errors"] ?? []).find((e) => e.example === r.error)?.msg ?? r.error;
    const err = r.error ? `, else "${md(msg)}"` : "";
    const not = r["excluded-principals"]?.length ? `; not ${r["excluded-principals"].join(", ")}s` : "";
    const unspecified = r["x-unspecified"] ? " (not in the seed)" : "";
    lines.push(`- ${md(r.summary)}${when}${needs}${not}${err}${unspecified}`);
  }
  const errors = op["x-errors"] ?? [];
  if (errors.length) {
    lines.push("", "**Errors**:", "", "| Code | Status | Condition | `msg` |", "|---|---|---|---|");
    for (const e of errors) lines.push(`| \`${e.code}\` | ${e.status} | ${md(e.condition)} | ${e.msg ? code(e.msg) : "not shown"} |`);
  } else {
    lines.push("", "**Errors**: none specific to this operation (see the error catalogue).");
  }
  return lines.join("\n");
}

export default function OperationFacts() {
  return {
    Operation: {
      leave(op) {
        let description = op.description ?? "";
        if (description.startsWith("**Feature level**")) description = description.split(FACTS_END).slice(1).join(FACTS_END);
        op.description = `${factsBlock(op)}${FACTS_END}${description}`;
        const others = (op["x-badges"] ?? []).filter((b) => !badges(op).some((m) => m.name === b.name));
        op["x-badges"] = [...badges(op), ...others];
        if (op["x-feature-level"]?.deprecated !== undefined) op.deprecated = true;
      },
    },
  };
}
