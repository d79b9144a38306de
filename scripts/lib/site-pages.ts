/**
 * The docs site's pages generated from the spec's data (as markdown, rendered by scripts/lib/markdown.ts):
 * changelog by feature level, permission table, error catalogue, states and transitions, conformance rule catalogue.
 */
import {
  collectLevels,
  listOperations,
  loadSpec,
  readSpec,
  type JsonObject,
  type OperationInfo,
  type Role,
} from "../../lib/spec/index.ts";
import { callerRoles } from "../../redocly/decorators/operation-facts.mjs";
import { diffLevels } from "../../lib/spec-diff/diff.ts";
import { IMPACT_MARK, isBreakingImpact, type Impact } from "../../lib/spec-diff/model.ts";

/** A table cell: pipes escaped, line breaks flattened. */
const cell = (v: unknown) => (v === undefined || v === null || v === "" ? "—" : String(v).replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " "));
const code = (v: unknown) => (v === undefined || v === null ? "—" : `\`${String(v).replace(/\|/g, "\\|")}\``);
const opLabel = (op: OperationInfo) => `${op.method.toUpperCase()} ${op.path}`;
/** Redoc's route of an operation: `#/<first tag>/<operationId>` (what its menu links to). */
export const opHref = (op: OperationInfo) => `index.html#/${op.operation.tags?.[0] ?? "operations"}/${op.operationId}`;
const opLink = (op: OperationInfo) => `[${opLabel(op)}](${opHref(op)})${op.beyondSeed ? " †" : ""}`;
/** The stable anchor of a conformance rule (or generic check) in the rule catalogue. */
export const ruleAnchor = (id: string) => `rule-${id}`;
export const ruleHref = (id: string) => `conformance-rules.html#${ruleAnchor(id)}`;
/** A feature level's section of the changelog. */
export const levelHref = (level: number) => `changelog.html#feature-level-${level}`;

// ------------------------------------------------------------------------------------------------ changelog

/**
 * The changelog is `teamchat-spec diff --from-level 0 --to-level <newest>` (lib/spec-diff): one source for the
 * command and the page. Each level lists what changed with its client impact and the seed's words for it.
 */
export function changelogPage(): string {
  const doc = readSpec();
  const newest: number = doc.info["x-newest-feature-level"];
  const diff = diffLevels(doc, 0, newest);
  const levels = [...collectLevels(doc).keys()].sort((a, b) => b - a);
  const MARK = Object.fromEntries(
    Object.entries(IMPACT_MARK).map(([impact, mark]) => [impact, isBreakingImpact(impact as Impact) ? `**${mark}**` : mark]),
  ) as Record<Impact, string>;
  const lines = [
    "# Changelog by feature level",
    "",
    `Every change the spec dates to a feature level, newest first: the output of \`teamchat-spec diff --from-level 0 ` +
      `--to-level ${newest}\` (see the [guide](guides/spec-diff.html)). The newest level is ${newest}. A client ` +
      `compares a server's \`service_feature_level\` (GET /server_settings; missing means 0) with these levels.`,
    "",
    `Client impact: ${MARK["breaking-caller"]} (a request written for the older level may now be refused or ` +
      `misread), ${MARK["breaking-reader"]} (a response may now carry what a reader written for the older level does ` +
      `not expect), ${MARK.compatible}, ${MARK.behaviour} (the schema is unchanged; the words say what changed).`,
    "",
    `Levels: ${levels.map((l) => `[${l}](#feature-level-${l})`).join(", ")}`,
  ];
  const byLabel = new Map(listOperations(loadSpec()).map((op) => [opLabel(op), op]));
  const link = (label: string) => {
    const op = byLabel.get(label);
    return op ? `[${label}](${opHref(op)})` : code(label);
  };
  const MANY = 6;
  for (const level of levels) {
    const changes = diff.changes.filter((c) => c.level === level);
    lines.push("", `## Feature level ${level}`, "");
    if (changes[0]?.seed) lines.push(`> The seed: ${changes[0].seed}`, "");
    for (const c of changes) {
      const [first] = c.operations;
      const own = c.operations.length === 1 && c.element.startsWith(`${first} `) && byLabel.has(first);
      const element = own ? `${link(first)} \`${c.element.slice(first.length + 1)}\`` : c.element === first ? link(first) : `\`${c.element}\``;
      const more = c.operations.length > MANY ? ` and ${c.operations.length - MANY} more` : "";
      const users = own || c.element === first || !c.operations.length ? "" : ` (in ${c.operations.slice(0, MANY).map(link).join(", ")}${more})`;
      lines.push(`- ${MARK[c.impact]} · ${element}: ${c.detail}${users}`);
    }
  }
  return lines.join("\n");
}

// ------------------------------------------------------------------------------------------------ permissions

const ROLE_ORDER: Role[] = ["anonymous", "guest", "member", "moderator", "administrator", "owner"];

export function permissionsPage(): string {
  const ops = listOperations(loadSpec());
  const roles = ROLE_ORDER;
  const lines = [
    "# Permissions: operation × role",
    "",
    "Who may call each operation, from `x-required-role` (the least privileged caller), `x-excluded-principals` " +
      "and `x-permission-rules`. Role codes: owner 100, administrator 200, moderator 300, member 400, guest 600. " +
      "✓ allowed, — refused; (✓) allowed by the seed, refused by Zulip's narrower rule, which the reference server " +
      "follows (not in the seed, so the conformance suite does not test it). † marks endpoints beyond the seed.",
    "",
    `| Operation | Required role | ${roles.join(" | ")} | Narrower rules |`,
    `|---|---|${roles.map(() => ":-:").join("|")}|---|`,
  ];
  for (const op of ops) {
    // The rules that apply to every call are folded into the role (said once, as on the operation's own page).
    const who = callerRoles(op.operation);
    const seed = (who.seed ?? op.requiredRole) as Role;
    const zulip = who.zulip?.role as Role | undefined;
    const marks = roles.map((r) =>
      ROLE_ORDER.indexOf(r) < ROLE_ORDER.indexOf(seed) ? "—" : zulip && ROLE_ORDER.indexOf(r) < ROLE_ORDER.indexOf(zulip) ? "(✓)" : "✓",
    );
    const not = (list: string[]) => (list.length ? `, not ${list.join(", ")}s` : "");
    const role =
      `${code(seed)}${not(who.excluded)}` +
      (who.zulip ? `; Zulip and the reference server: ${code(who.zulip.role)}${not(who.zulip.excluded.filter((p) => !who.excluded.includes(p)))}` : "");
    const notes = who.rules.map(
      (r: JsonObject) =>
        `${r.parameter ? `\`${r.parameter}${r.value !== undefined ? `=${JSON.stringify(r.value)}` : ""}\` ` : ""}` +
        `${r["required-role"] ? `needs ${r["required-role"]}` : r.summary}${r["excluded-principals"]?.length ? `, not ${r["excluded-principals"].join(", ")}s` : ""}` +
        `${r.error ? ` ("${(op.errors.find((e) => e.example === r.error)?.msg ?? r.error)}")` : ""}${r["x-unspecified"] ? " (Zulip's; not in the seed)" : ""}`,
    );
    lines.push(`| ${opLink(op)} | ${role} | ${marks.join(" | ")} | ${cell(notes.join("; "))} |`);
  }
  return lines.join("\n");
}

// ------------------------------------------------------------------------------------------------ errors

export function errorsPage(): string {
  const doc = loadSpec();
  const ops = listOperations(doc);
  const rows = ops.flatMap((op) => op.errors.map((e) => ({ op, e })));
  rows.sort((a, b) => a.e.code.localeCompare(b.e.code) || opLabel(a.op).localeCompare(opLabel(b.op)));
  const lines = [
    "# Error catalogue",
    "",
    "Every error response is the envelope `{\"result\": \"error\", \"msg\": ..., \"code\": ...}` plus the code's " +
      "extra fields. The HTTP statuses are Zulip's (the seed does not show them). Messages are exact; " +
      "`<placeholders>` stand for the request's values.",
    "",
    "## Error codes",
    "",
    "| Code | Meaning | Extra fields |",
    "|---|---|---|",
  ];
  for (const member of doc.components.schemas.ErrorResponse.oneOf as JsonObject[]) {
    const parts: JsonObject[] = member.allOf ?? [member];
    const props: JsonObject = Object.assign({}, ...parts.map((p) => p.properties ?? {}));
    const codeConst = props.code?.const;
    const extra = Object.keys(props).filter((k) => !["result", "msg", "code"].includes(k));
    lines.push(`| ${codeConst ? code(codeConst) : "any other code"} | ${cell(member.description)} | ${extra.length ? extra.map(code).join(", ") : "—"} |`);
  }
  lines.push("", "## Errors by operation", "", "| Code | Status | Operation | Condition | Exact `msg` |", "|---|---|---|---|---|");
  for (const { op, e } of rows) lines.push(`| ${code(e.code)} | ${e.status} | ${opLink(op)} | ${cell(e.condition)} | ${e.msg ? code(e.msg) : "not shown"} |`);
  const none = ops.filter((op) => op.errors.length === 0);
  lines.push("", `Operations without errors of their own (only the common ones such as UNAUTHORIZED): ${none.map(opLink).join(", ")}.`);
  return lines.join("\n");
}

// ------------------------------------------------------------------------------------------------ states

export function statesPage(): string {
  const doc = loadSpec();
  const ops = listOperations(doc);
  const lines = ["# States and transitions", "", "The state machines of the spec (`info.x-states`) and the transitions operations trigger (`x-state-transitions`)."];
  for (const m of doc.info["x-states"] ?? []) {
    lines.push("", `## ${m.machine}`, "");
    const facts = [
      m.field ? `Field: \`${m.field}\`.` : "",
      m.states ? `States: ${m.states.map((s: string) => `\`${s}\``).join(", ")}.` : "",
      m.operation ? `Triggered by ${ops.filter((o) => o.operationId === m.operation).map(opLink).join(", ") || code(m.operation)}.` : "",
      m["x-unspecified"] ? `Not specified: ${m["x-unspecified"]}` : "",
    ].filter(Boolean);
    lines.push(facts.join(" "));
    if (m.transitions?.length) {
      lines.push("", "| State | Trigger | Next | Also |", "|---|---|---|---|");
      for (const t of m.transitions) lines.push(`| ${cell(t.state)} | ${cell(t.trigger)} | ${cell(t.next)} | ${cell(t.also)} |`);
    }
  }
  lines.push("", "## Transitions by operation", "", "| Operation | State | Condition | Next | Also | Error |", "|---|---|---|---|---|---|");
  for (const op of ops) {
    for (const t of op.operation["x-state-transitions"] ?? []) {
      lines.push(`| ${opLink(op)} | ${cell(t.state)} | ${cell(t.condition)} | ${cell(t.next)} | ${cell(t.also)} | ${t.error ? code(t.error) : "—"} |`);
    }
  }
  return lines.join("\n");
}

// ------------------------------------------------------------------------------------------------ conformance rules

export interface RuleSummary {
  id: string;
  title?: string;
  seed?: string;
  operations?: string[];
  since?: number;
  until?: number;
  roles?: string[];
  writes?: boolean;
  slow?: boolean;
}

/** The conformance rule catalogue: the generic checks, then the seed's rules; or a note saying the registry is not there yet. */
export function conformanceRulesPage(rules: RuleSummary[] | undefined, problem?: string, checks: RuleSummary[] = []): string {
  const lines = ["# Conformance rule catalogue", ""];
  if (!rules) {
    lines.push(
      "The conformance suite's rule registry (`conformance/rules/registry.ts`) is not available yet" +
        (problem ? ` (${problem})` : "") +
        ". This page lists its rules once it exists; see the [server implementers' guide](guides/server-implementers.html).",
    );
    return lines.join("\n");
  }
  // Levels link to the changelog's section of the level where the rule starts or stops applying.
  const levels = (r: RuleSummary) =>
    r.since !== undefined || r.until !== undefined
      ? `${r.since !== undefined ? `[${r.since}](${levelHref(r.since)})` : "0"}–${r.until !== undefined ? `[${r.until - 1}](${levelHref(r.until)})` : "newest"}`
      : "all";
  const byLabel = new Map(listOperations(loadSpec()).map((op) => [opLabel(op), op]));
  const operations = (r: RuleSummary) =>
    (r.operations ?? []).map((label) => {
      const op = byLabel.get(label);
      return op ? `[${label}](${opHref(op)})` : code(label);
    });
  /** The id cell: the row's anchor, and the id as a link to it (to copy). */
  const idCell = (id: string) => `{#${ruleAnchor(id)}} [${code(id)}](#${ruleAnchor(id)})`;
  lines.push(
    `${checks.length} generic checks and ${rules.length} rules, generated from \`conformance/checks/index.ts\` and ` +
      "`conformance/rules/registry.ts` (the list `npm run conformance -- --list-rules` prints). Run them with " +
      "`npm run conformance -- --url <base_url> --dev` (see the [server implementers' guide](guides/server-implementers.html)); " +
      "`--only` and `--skip` take these ids.",
  );
  if (checks.length) {
    lines.push(
      "",
      "## Generic checks",
      "",
      "Each runs on every operation the server has at its level, over fast-check generated requests (valid and invalid) " +
        "as every role, and judges every exchange.",
      "",
      "| Check | What it checks | Levels |",
      "|---|---|---|",
    );
    for (const c of checks) lines.push(`| ${idCell(c.id)} | ${cell(c.title)} | ${levels(c)} |`);
  }
  lines.push(
    "",
    "## Rules",
    "",
    "The seed's rules: permissions across roles, state transitions, events and error cases. Each rule's anchor is " +
      "`#rule-<id>`; its operations link to the API reference, whose operations link back to the rules that exercise them.",
    "",
  );
  // Levels, roles and writes share one column, so that the table fits a laptop's width.
  lines.push("| Rule | What it checks | Seed | Operations | Runs |", "|---|---|---|---|---|");
  for (const r of [...rules].sort((a, b) => a.id.localeCompare(b.id))) {
    const roles = [...new Set(r.roles ?? [])];
    const runs = [
      `levels ${levels(r)}`,
      roles.length ? `as ${roles.join(", ")}` : "",
      `${r.writes ? "writes" : "read-only"}${r.slow ? " (slow)" : ""}`,
    ].filter(Boolean);
    lines.push(`| ${idCell(r.id)} | ${cell(r.title)} | ${cell(r.seed)} | ${cell(operations(r).join(", "))} | ${runs.join("; ")} |`);
  }
  return lines.join("\n");
}

// ------------------------------------------------------------------------------------------------ seed coverage

export interface CoverageStatementSummary {
  id: string;
  section: string;
  words: string;
  rules: string[];
  checks?: string[];
  partly?: string;
  unobservable?: string;
  status: string;
}

export interface CoverageSummary {
  statements: CoverageStatementSummary[];
  counts: Record<string, number>;
}

/** The seed coverage map: every normative statement of the seed, in its words, with the rules that test it or why none can. */
export function seedCoveragePage(map: CoverageSummary | undefined, problem?: string): string {
  const lines = ["# Seed coverage", ""];
  if (!map) {
    lines.push(`The seed coverage map (\`conformance/coverage/statements.yaml\`) is not available${problem ? ` (${problem})` : ""}.`);
    return lines.join("\n");
  }
  const c = map.counts;
  lines.push(
    `Every normative statement of the seed (table rows, rules, permissions, transitions, events, error rows, limits, level changes), ` +
      `quoted in the seed's words, with the conformance rules that test it (\`statements\` in each rule) and the generic checks ` +
      `that do, or why nothing observable over the API can. Generated from \`conformance/coverage/statements.yaml\`; see the ` +
      `[rule catalogue](conformance-rules.html).`,
    "",
    `${c.total} statements: ${c.covered} covered, ${c.partly} partly covered (what the rules do not read is said), ` +
      `${c["not covered"]} not covered, ${c.unobservable} not observable over the API.`,
    "",
    "| Statement | Seed's words | Section | Coverage | Rules and checks, or why not |",
    "|---|---|---|---|---|",
  );
  for (const s of map.statements) {
    const by = [...s.rules.map((r) => code(r)), ...(s.checks ?? []).map((k) => code(`checks/${k}`))].join(", ");
    const why = s.status === "unobservable" ? s.unobservable : s.status === "partly" ? `${by}. Not read: ${s.partly}` : by;
    lines.push(`| ${code(s.id)} | ${cell(s.words)} | ${cell(s.section)} | ${s.status} | ${cell(why)} |`);
  }
  return lines.join("\n");
}
