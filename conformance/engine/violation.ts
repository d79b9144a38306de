// Thrown inside rules and properties. A Violation is a finding in the making (fast-check shrinks the input that
// produced it); a DeadlineReached stops the current unit without blaming the server.
import type { Demand, Exchange, FindingKind, Severity } from "./types.ts";

export interface ViolationDetails {
  title: string;
  expected: string;
  received: string;
  pointer?: string;
  exchange?: Exchange;
  /** "METHOD /path"; taken from the exchange when absent. */
  operation?: string;
  severity?: Severity;
  /** A fault on the way (engine/faults.ts), not the rule's own expectation. */
  kind?: FindingKind;
  /** Whether the seed names what was departed from (Finding.demand); default: the rule's or check's. */
  demand?: Demand;
  /** The cause, stable across runs (Finding.cause): findings of one rule and operation with one cause are one. */
  cause?: string;
  /** The parameter the finding is about (a generic check's invalid or edge value): its seed row is quoted first. */
  parameter?: string;
}

export class Violation extends Error {
  constructor(readonly details: ViolationDetails) {
    super(`${details.title}: expected ${details.expected}, received ${details.received}`);
  }
}

/** Several check failures on one exchange (the operation phase). */
export class Violations extends Error {
  constructor(readonly list: (ViolationDetails & { rule: string })[]) {
    super(list.map((v) => `${v.rule}: ${v.title}`).join("; "));
  }
}

export class DeadlineReached extends Error {
  constructor() {
    super("the run's time budget is exhausted");
  }
}

/** The skip reason of rules the --max-time budget left unrun. */
export const TIME_BUDGET_EXHAUSTED = "time budget exhausted";
