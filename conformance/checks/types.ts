// One signature for every generic check: a pure function of one exchange and what was sent.
// It returns nothing when the exchange is fine or the check does not apply, or one outcome with evidence.
import type { Demand, Exchange, Severity } from "../engine/types.ts";
import type { Operation, SpecModel } from "../engine/spec.ts";
import type { GeneratedRequest } from "../arbitraries/request.ts";

/** What kind of request was sent. */
export type CaseKind = "positive" | "negative" | "no-auth" | "bad-auth" | "unknown-parameter" | "edge";

export interface CheckInput {
  exchange: Exchange;
  op: Operation;
  spec: SpecModel;
  kind: CaseKind;
  sent: GeneratedRequest;
}

export interface CheckOutcome {
  severity: Severity;
  title: string;
  /** Documented (what the spec says). */
  expected: string;
  /** Received (what the server did). */
  received: string;
  pointer?: string;
  /** Whether the seed names what was departed from (default: the check's own, NamedCheck.demand). */
  demand?: Demand;
}

export type Check = (input: CheckInput) => CheckOutcome | undefined;
