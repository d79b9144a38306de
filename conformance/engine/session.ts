// The state of one run, shared by the phases: transport, spec, accounts, and what has been found so far.
import type { SpecFacts } from "../../lib/spec/index.ts";
import type { Account } from "./accounts.ts";
import type { Transport } from "./http.ts";
import type { Redactor } from "./redact.ts";
import type { SpecModel } from "./spec.ts";
import type { Demand, Exchange, Finding, RuleResult, Step } from "./types.ts";
import { quoteFor } from "./quotes.ts";
import type { ViolationDetails } from "./violation.ts";
import type { ResolvedOptions } from "./options.ts";
import type { Capability, CapabilityGap } from "./capabilities.ts";
import { toCurl, shellQuote } from "./curl.ts";

export interface Session {
  options: ResolvedOptions;
  transport: Transport;
  redactor: Redactor;
  spec: SpecModel;
  /** The facts of the run's spec (--spec): levels, errors, roles by name. */
  facts: SpecFacts;
  accounts: Account[];
  /** Accounts that could not be logged in, with why. */
  unavailable: string[];
  findings: Finding[];
  results: RuleResult[];
  notes: string[];
  /** Responses seen per operation key, for coverage. */
  seen: Map<string, Set<number>>;
  requestCount: number;
  /** Short unique prefix for everything this run creates. */
  prefix: string;
  /** --path, parsed: the one property to run; `matched` once it ran (a path naming none is a usage error). */
  replay?: { property: string; fcPath: string; matched?: boolean };
  /** Zulip's extras this server was found to lack (engine/capabilities.ts), learnt once per run. */
  gaps: Map<Capability, CapabilityGap>;
  /**
   * What the run has learnt of event delivery: whether any queue got an event other than a heartbeat, and how many
   * bounded waits ended with nothing. A server that has delivered nothing after a whole wait gets short waits.
   */
  eventDelivery: { delivered: boolean; emptyWaits: number; shortened: number };
  /** Long-poll timeout learned from POST /register, in seconds. */
  longPollSeconds?: number;
  /** Progress events for reporters. */
  emit(event: ProgressEvent): void;
}

export type ProgressEvent =
  /** Before the first unit: every unit the run will report, so progress knows when an area is complete. */
  | { type: "plan"; units: { id: string; area: string }[] }
  | { type: "unit-start"; id: string; area: string }
  | { type: "unit-end"; result: RuleResult }
  /** A rule waits (a bounded blocking poll) for something that should come: `ended` when it came back with nothing. */
  | { type: "waiting"; id: string; what: string; ms: number; ended?: boolean };

/** Turns a violation into a report finding with evidence, curl and replay. */
export function toFinding(s: Session, rule: string, d: ViolationDetails, replayPath?: string, steps?: Step[]): Finding {
  const ex: Exchange | undefined = d.exchange;
  const operation = d.operation ?? (ex ? `${ex.request.method} ${ex.request.path}` : undefined);
  const pointer = d.pointer ?? pointerFor(s, operation, d.expected);
  const finding: Finding = {
    severity: d.severity ?? "failure",
    rule,
    ...(operation ? { operation } : {}),
    title: d.title,
    expected: s.redactor.text(d.expected),
    received: s.redactor.text(d.received),
    ...(pointer ? { pointer } : {}),
    ...(d.kind ? { kind: d.kind } : {}),
    ...(d.cause ? { cause: d.cause } : {}),
  };
  // The seed's words, and whether it names the demand: a rule's by its declaration (default stated), a check's by
  // the outcome (judge() sets it). Inferred failures count as warnings when the run asks (--inferred-as-warnings).
  const declared = s.options.rules.find((r) => r.id === rule) as { statements?: string[]; demand?: Demand } | undefined;
  const quote = quoteFor({ id: rule, statements: declared?.statements }, { operation, parameter: d.parameter });
  if (quote) finding.quote = quote;
  // A fault on the way (a 5xx, a timeout) departs from what follows from the seed, which shows no status.
  finding.demand = d.demand ?? (d.kind ? "inferred" : (declared?.demand ?? "stated"));
  if (finding.demand === "inferred" && finding.severity === "failure" && s.options.inferred === "warning") finding.severity = "warning";
  if (ex) Object.assign(finding, { request: ex.request, response: ex.response, curl: toCurl(ex.request) });
  if (steps?.length) finding.steps = steps;
  if (replayPath !== undefined && finding.severity === "failure") {
    finding.replay = { seed: s.options.seed, path: replayPath, command: replayCommand(s, rule, replayPath) };
  }
  return finding;
}

/** The operation's x-errors row whose msg the expectation quotes, else the operation itself. */
function pointerFor(s: Session, operation: string | undefined, expected: string): string | undefined {
  const op = operation ? s.spec.operations.find((o) => o.key === operation) : undefined;
  if (!op) return undefined;
  const row = op.errors.findIndex((e) => e.msg && expected.includes(e.msg.replace(/<[^>]+>.*$/, "")));
  return row >= 0 ? `${op.pointer}/x-errors/${row}` : op.pointer;
}

/**
 * The command that replays one case, written the way the suite was invoked (`replayPrefix`: "npx teamchat-conformance"
 * from the installed bin, "npm run conformance --" from the repository; the CLI tells, engine default the latter).
 */
export function replayCommand(s: Session, rule: string, path: string): string {
  const o = s.options;
  const prefix = o.replayPrefix ?? "npm run conformance --";
  const accounts = o.accounts.kind === "dev" ? " --dev" : o.accounts.kind === "file" ? ` --accounts ${shellQuote(o.accounts.path)}` : o.accounts.kind === "none" ? " --unauthenticated-only" : "";
  const level = o.level !== undefined ? ` --level ${o.level}` : "";
  // A user rule is known only with its file (--rules).
  const userFile = (o.rules.find((r) => r.id === rule) as { user?: string } | undefined)?.user;
  const rules = userFile ? ` --rules ${shellQuote(userFile)}` : "";
  return `${prefix} --url ${shellQuote(o.url)}${accounts}${level}${rules} --seed ${o.seed} --runs ${o.runs} --only ${shellQuote(rule)}${path ? ` --path ${shellQuote(path)}` : ""}`;
}
