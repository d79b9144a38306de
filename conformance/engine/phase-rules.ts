// Seed rules: each either runs (its declared preconditions hold) or is reported skipped with the reason.
// Rules that read run side by side (--workers); rules that write run one at a time, each restoring what it changed.
import type { Rule } from "../rules/types.ts";
import { accountFor } from "./accounts.ts";
import { makeRuleContext } from "./context.ts";
import { levelSkipReason } from "./levels.ts";
import { inRunScope } from "./scope.ts";
import { runPool } from "./pool.ts";
import { toFinding, type Session } from "./session.ts";
import type { RuleResult } from "./types.ts";
import { DeadlineReached, TIME_BUDGET_EXHAUSTED, Violation } from "./violation.ts";
import { OperationUnresponsive } from "./faults.ts";
import { CapabilityMissing, type CapabilityGap } from "./capabilities.ts";

export function areaOf(id: string): string {
  return id.includes("/") ? id.slice(0, id.indexOf("/")) : id;
}

/** Why a rule cannot run here, from its declarations; undefined when it can. */
export function skipReason(s: Session, rule: Rule): string | undefined {
  const level = s.spec.level;
  const outOfRange = levelSkipReason(s.facts, rule, level);
  if (outOfRange) return outOfRange;
  const absent = rule.operations.filter((key) => !s.spec.operations.some((o) => o.key === key));
  if (absent.length) return `${absent.join(", ")} not in the spec at level ${level}`;
  if (rule.writes && s.options.readOnly) return "writes; --read-only";
  const gap = lackedBy(s, rule);
  if (gap) return new CapabilityMissing(gap).message;
  if (rule.slow && !s.options.slow) return "slow; run with --slow";
  const counts = new Map<string, number>();
  for (const role of rule.roles) {
    const n = (counts.get(role) ?? 0) + 1;
    counts.set(role, n);
    if (!accountFor(s.accounts, role, n - 1)) return `needs ${n > 1 ? `${n} accounts` : "an account"} with role ${role} (use --dev or --accounts)`;
  }
  const withPassword = new Map<string, number>();
  for (const role of rule.passwords ?? []) {
    const n = (withPassword.get(role) ?? 0) + 1;
    withPassword.set(role, n);
    if (!accountFor(s.accounts, role, n - 1)?.login) return `needs the ${role} account configured with username and password (--accounts)`;
  }
  return undefined;
}

/** The first of the rule's operations that this server was found to lack (a Zulip extra), if any. */
export function lackedBy(s: Session, rule: Rule): CapabilityGap | undefined {
  // An extra with a seed fallback (x-seed-fallback: POST /register) does not stop the rule: its helper falls back.
  const needed = rule.operations.filter((op) => !rule.uses?.includes(op) && !s.spec.operations.find((o) => o.key === op)?.seedFallback);
  return needed.map((op) => s.gaps.get(op)).find(Boolean);
}

export async function runRulePhase(s: Session, rules: readonly Rule[]): Promise<void> {
  const reading = rules.filter((r) => !r.writes);
  const writing = rules.filter((r) => r.writes);
  // Rules run in the run's scope: their assertions look up x-errors rows in this run's spec.
  await inRunScope({ facts: s.facts, spec: s.spec }, async () => {
    await runPool(reading, s.options.workers, (r) => runRule(s, r));
    await runPool(writing, 1, (r) => runRule(s, r));
  });
}

async function runRule(s: Session, rule: Rule): Promise<void> {
  const started = Date.now();
  const area = areaOf(rule.id);
  s.emit({ type: "unit-start", id: rule.id, area });
  const base = { id: rule.id, area, title: rule.title, seed: rule.seed };
  const done = (r: Omit<RuleResult, keyof typeof base | "durationMs">) => {
    const result: RuleResult = { ...base, ...r, durationMs: Date.now() - started };
    s.results.push(result);
    s.emit({ type: "unit-end", result });
  };
  const unresponsive = rule.operations.filter((op) => s.transport.health.get(op)?.unresponsive);
  const reason =
    s.options.stop.reason ??
    (s.transport.clock.now() >= s.transport.options.deadline
      ? TIME_BUDGET_EXHAUSTED
      : (skipReason(s, rule) ?? (unresponsive.length ? `${unresponsive.join(", ")} unresponsive (see its finding); not tested` : undefined)));
  const gap = lackedBy(s, rule);
  const lacking = gap && reason === new CapabilityMissing(gap).message ? { capability: gap.capability } : {};
  if (reason) return done({ status: "skipped", reason, requests: 0, ...lacking });

  const findingsBefore = s.findings.length;
  const run = makeRuleContext(s, rule);
  let status: RuleResult["status"] = "passed";
  let why: string | undefined;
  let capability: string | undefined;
  try {
    await rule.run(run.ctx);
  } catch (err) {
    if (err instanceof Violation) s.findings.push(toFinding(s, rule.id, err.details, "", run.stepsBefore(err.details.exchange)));
    else if (err instanceof DeadlineReached) [status, why] = ["skipped", TIME_BUDGET_EXHAUSTED];
    else if (err instanceof CapabilityMissing) [status, why, capability] = ["skipped", err.message, err.gap.capability];
    else if (err instanceof OperationUnresponsive) [status, why] = ["skipped", `${err.operation} unresponsive (see its finding); not tested`];
    else [status, why] = ["errored", `rule crashed: ${(err as Error)?.stack ?? String(err)}`];
  } finally {
    await run.finish();
  }
  if (s.findings.slice(findingsBefore).some((f) => f.rule === rule.id && f.severity === "failure")) status = "failed";
  done({ status, ...(why ? { reason: why } : {}), ...(capability ? { capability } : {}), requests: run.requests() });
}
