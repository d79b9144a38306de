// Feature levels are machine-readable data: every level is a non-negative integer and only the documented keys
// appear (docs/spec-conventions.md), so a typo cannot silently drop a change from the level view.
const KEYS = ["added", "deprecated", "removed", "renamed", "changed"];
const BEFORE_KEYS = ["default", "schema", "encoding", "required", "nullable", "minItems"];
const isLevel = (v) => Number.isInteger(v) && v >= 0;

function check(node, ctx) {
  const problems = [];
  const fl = node["x-feature-level"];
  if (fl !== undefined) {
    for (const key of Object.keys(fl)) if (!KEYS.includes(key)) problems.push(`unknown key \`${key}\``);
    for (const key of ["added", "deprecated", "removed"]) {
      if (fl[key] !== undefined && !isLevel(fl[key])) problems.push(`\`${key}\` must be an integer level`);
    }
    if (fl.added !== undefined && fl.removed !== undefined && fl.removed <= fl.added) problems.push("`removed` must come after `added`");
    if (fl.renamed && (typeof fl.renamed.from !== "string" || !isLevel(fl.renamed.at))) {
      problems.push("`renamed` needs `from` (string) and `at` (integer level)");
    }
    for (const change of fl.changed ?? []) {
      if (!isLevel(change.level)) problems.push("every `changed` entry needs an integer `level`");
      if (typeof change.summary !== "string" || !change.summary) problems.push("every `changed` entry needs a `summary`");
      for (const k of Object.keys(change.before ?? {})) if (!BEFORE_KEYS.includes(k)) problems.push(`unknown \`before\` key \`${k}\``);
    }
  }
  for (const [value, efl] of Object.entries(node["x-enum-levels"] ?? {})) {
    for (const key of ["added", "deprecated", "removed"]) {
      if (efl[key] !== undefined && !isLevel(efl[key])) problems.push(`x-enum-levels.${value}.${key} must be an integer level`);
    }
    if (efl.renamed && !isLevel(efl.renamed.at)) problems.push(`x-enum-levels.${value}.renamed.at must be an integer level`);
  }
  for (const message of problems) ctx.report({ message: `x-feature-level: ${message}.`, location: ctx.location.key() });
}

export default function FeatureLevelInteger() {
  return { Operation: { enter: check }, Parameter: { enter: check }, Schema: { enter: check } };
}
