// Puts the facts the spec keeps as x- data at the top of every operation's description: its feature levels (also as
// Redoc badges, "New in 179", "Deprecated at 248", each level linking to its changelog section), who may call it
// (x-required-role, x-excluded-principals, x-permission-rules, said once: a rule that applies to every call and
// narrows the role is folded into the "Required role" sentence, never listed beside it as a contradiction), the error
// rows (x-errors) and the conformance rules that exercise it (linking to the rule catalogue's #rule-<id> anchors).
// Prepends, so the "**Changes**" paragraph that teamchat/feature-level-prose appends stays last whatever order the
// decorators run in. Idempotent.
//
// Options (redocly.yaml `decorators: { teamchat/operation-facts: { rulesFile: <path> } }`): a JSON file of
// `{ "METHOD /path": ["rule id", ...] }`, written by scripts/build-docs.ts from the suite's registry.

import { readFileSync } from "node:fs";

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
const ROLE_ORDER = ["anonymous", "guest", "member", "moderator", "administrator", "owner"];
const rank = (role) => ROLE_ORDER.indexOf(role);

/**
 * Who may call an operation, from its data, said once. `seed`: the least privileged caller the seed admits
 * (x-required-role, raised by any seed rule that applies to every call); `zulip`: the narrower rule that applies to
 * every call but is Zulip's, not the seed's (x-unspecified), which the reference server follows and the suite does not
 * test; `rules`: the permission rules left to list (tied to a parameter, or not about the role).
 */
export function callerRoles(op) {
  const all = op["x-permission-rules"] ?? [];
  const everyCall = (r) => !r.parameter && (r["required-role"] !== undefined || r["excluded-principals"]?.length);
  let seed = op["x-required-role"];
  const excluded = [...(op["x-excluded-principals"] ?? [])];
  for (const r of all.filter((x) => everyCall(x) && !x["x-unspecified"])) {
    if (r["required-role"] && rank(r["required-role"]) > rank(seed)) seed = r["required-role"];
    excluded.push(...(r["excluded-principals"] ?? []));
  }
  const zulipRules = all.filter((x) => everyCall(x) && x["x-unspecified"]);
  let zulip;
  for (const r of zulipRules) {
    const role = r["required-role"] && rank(r["required-role"]) > rank(zulip?.role ?? seed) ? r["required-role"] : zulip?.role ?? seed;
    zulip = { role, excluded: [...new Set([...(zulip?.excluded ?? []), ...(r["excluded-principals"] ?? [])])], summary: r.summary };
  }
  const folded = new Set([...all.filter((x) => everyCall(x))]);
  return { seed, excluded: [...new Set(excluded)], zulip, rules: all.filter((r) => !folded.has(r)) };
}

/** The "Required role" sentence (markdown), without the mark. */
export function roleSentence(op) {
  const { seed, excluded, zulip } = callerRoles(op);
  if (!seed) return "not stated.";
  const not = (list) => (list.length ? `, not ${list.join(", ")}s` : "");
  const base = `\`${seed}\` (${ROLE_WORDS[seed] ?? seed}${not(excluded)})`;
  if (!zulip) return `${base}.`;
  return (
    `${base} in the seed. Zulip and the reference server admit only \`${zulip.role}\` (${ROLE_WORDS[zulip.role] ?? zulip.role}` +
    `${not(zulip.excluded.filter((p) => !excluded.includes(p)))}): ${md(zulip.summary)}. That narrower rule is not in the seed; ` +
    `the conformance suite does not test it.`
  );
}
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
export function factsBlock(op, rules = []) {
  const fl = op["x-feature-level"] ?? {};
  const levels = [];
  const at = (n) => `[${n}](changelog.html#feature-level-${n})`;
  if (fl.added !== undefined) levels.push(`new in ${at(fl.added)}`);
  for (const c of fl.changed ?? []) levels.push(`changed at ${at(c.level)}`);
  if (fl.deprecated !== undefined) levels.push(`deprecated at ${at(fl.deprecated)}`);
  if (fl.removed !== undefined) levels.push(`removed at ${at(fl.removed)}`);
  const lines = [`**Feature level**: ${levels.length ? levels.join(", ") : "available at every level"}. ${FACTS_MARK} ${roleSentence(op)}`];
  const narrower = callerRoles(op).rules;
  if (narrower.length) lines.push("");
  for (const r of narrower) {
    const when = r.parameter ? ` (\`${r.parameter}${r.value !== undefined ? `=${JSON.stringify(r.value)}` : ""}\`)` : "";
    const needs = r["required-role"] ? `: needs \`${r["required-role"]}\`` : "";
    const msg = (op["x-errors"] ?? []).find((e) => e.example === r.error)?.msg ?? r.error;
    const err = r.error ? `, else "${md(msg)}"` : "";
    const not = r["excluded-principals"]?.length ? `; not ${r["excluded-principals"].join(", ")}s` : "";
    const unspecified = r["x-unspecified"] ? " (not in the seed)" : "";
    lines.push(`- ${md(r.summary)}${when}${needs}${not}${err}${unspecified}`);
  }
  // Errors as a list, not a table: on a phone a four-column table squeezes its codes into letter-by-letter columns.
  const errors = op["x-errors"] ?? [];
  if (errors.length) {
    lines.push("", "**Errors** ([catalogue](errors.html)):", "");
    for (const e of errors) lines.push(`- \`${e.code}\` (${e.status}), ${md(e.condition)}: ${e.msg ? `\`${e.msg}\`` : "msg not shown"}`);
  } else {
    lines.push("", "**Errors**: none specific to this operation (see the [error catalogue](errors.html)).");
  }
  if (rules.length) {
    const links = rules.map((id) => `[\`${id}\`](conformance-rules.html#rule-${id})`);
    lines.push("", `**Conformance rules** that exercise it (${rules.length}): ${links.join(", ")}.`);
  }
  return lines.join("\n");
}

/** `{ "METHOD /path": [rule ids] }` from the rulesFile option, or none. */
function readRules(options) {
  if (!options?.rulesFile) return {};
  return JSON.parse(readFileSync(options.rulesFile, "utf8"));
}

export default function OperationFacts(options) {
  const rulesByOperation = readRules(options);
  return {
    Operation: {
      leave(op, ctx) {
        let description = op.description ?? "";
        if (description.startsWith("**Feature level**")) description = description.split(FACTS_END).slice(1).join(FACTS_END);
        // The operation's `METHOD /path` from the visitor's location (#/paths/<path>/<method>).
        const pointer = ctx?.location?.pointer ?? "";
        const [, path, method] = /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(pointer) ?? [];
        const label = path ? `${method.toUpperCase()} ${path.replace(/~1/g, "/").replace(/~0/g, "~")}` : undefined;
        op.description = `${factsBlock(op, (label && rulesByOperation[label]) || [])}${FACTS_END}${description}`;
        const others = (op["x-badges"] ?? []).filter((b) => !badges(op).some((m) => m.name === b.name));
        op["x-badges"] = [...badges(op), ...others];
        if (op["x-feature-level"]?.deprecated !== undefined) op.deprecated = true;
      },
    },
  };
}
