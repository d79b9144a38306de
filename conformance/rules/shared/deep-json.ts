// JSON nested 20,000 deep in every JSON-encoded field of some operations, for the rules that read that the answer
// is still an envelope (not a rule).
import { expectThat } from "../expect.ts";
import { JsonText } from "../../arbitraries/wire.ts";
import { body, show } from "./users.ts";
import type { CallInput, Caller, RuleContext } from "../types.ts";
import type { Exchange } from "../../engine/types.ts";
import { TransportFault } from "../../engine/faults.ts";
import { Violation } from "../../engine/violation.ts";

/** Nesting depth of the value sent: deep enough to overflow recursive parsers and validators. */
export const DEPTH = 20_000;
const DEEP = new JsonText("[".repeat(DEPTH) + "]".repeat(DEPTH));

/**
 * A request of an operation the server reads to its end: a real object in the path and every required field
 * present and valid, so that a server refusing a request for a missing or wrong field (before it parses the rest)
 * still meets the deep field. `what` says which object it names.
 */
export interface DeepBase {
  op: string;
  caller: Caller;
  input: CallInput;
  what: string;
  /** Called with each answer (to delete what a server that took the request anyway created). */
  answered?: (ex: Exchange) => void;
}

/**
 * Each JSON-encoded query parameter and body field of each base (from the spec at the tested level) in turn carries
 * the nested value, the base's other values as they are: the answer is an error or a success envelope. Every
 * (operation, field) is tried in every run, each failure its own finding (ctx.each). A 5xx, a reset connection or a
 * timeout is reported by the engine as the fault it is. Returns how many requests were sent.
 */
export async function deepJsonAnswered(ctx: RuleContext, bases: DeepBase[]): Promise<number> {
  const cases = bases.flatMap((base) => {
    const op = ctx.spec.operations.find((o) => o.key === base.op);
    if (!op) return [];
    const query = op.parameters.filter((p) => p.in === "query" && p.jsonEncoded).map((p) => ({ base, field: p.name, in: "query" as const }));
    const form = (op.body?.fields ?? []).filter((f) => f.jsonEncoded).map((f) => ({ base, field: f.name, in: "body" as const }));
    return [...query, ...form];
  });
  await ctx.each(cases, async ({ base, field, in: where }) => {
    const input: CallInput = { ...base.input, [where]: { ...base.input[where], [field]: DEEP } };
    const ex = await answerOrCrash(base, input, field);
    base.answered?.(ex);
    const b = body(ex);
    expectThat((b.result === "error" || b.result === "success") && typeof b.msg === "string", {
      title: `${base.op} did not answer a JSON field nested ${DEPTH} deep with the envelope: ${field}`,
      expected: `${base.what}, with ${field} = [[[...]]] (${DEPTH} levels) and the other fields valid: an error or success envelope with result and msg`,
      received: `${ex.response.status} ${show(b)}`,
      exchange: ex,
    });
  });
  return cases.length;
}

/**
 * Crashes that depend on the value sent (a 5xx, a body that is not JSON, the connection dropped without an answer)
 * are this rule's findings, one per field: ctx.each ends the rule at a fault on the way, which would hide the other
 * fields. Faults that do not depend on it (a timeout, a refused connection, a missing endpoint) still end the rule.
 */
const CRASHES = new Set(["server-error", "unparsable-body", "connection-reset"]);

async function answerOrCrash(base: DeepBase, input: CallInput, field: string): Promise<Exchange> {
  try {
    return await base.caller.call(base.op, input);
  } catch (err) {
    if (!(err instanceof TransportFault) || !CRASHES.has(err.fault.kind)) throw err;
    throw new Violation({ ...err.details, title: `${base.op} did not answer a JSON field nested ${DEPTH} deep with the envelope: ${field} (${err.fault.title.toLowerCase()})` });
  }
}
