// JSON nested 20,000 deep in every JSON-encoded body field of some operations, for the rules that read that the answer
// is still an envelope (not a rule).
import { expectThat } from "../expect.ts";
import { JsonText } from "../../arbitraries/wire.ts";
import { body, show } from "./users.ts";
import type { Caller, RuleContext } from "../types.ts";

/** Nesting depth of the value sent: deep enough to overflow recursive parsers and validators. */
export const DEPTH = 20_000;
const DEEP = new JsonText("[".repeat(DEPTH) + "]".repeat(DEPTH));

/**
 * For each operation of `ops` present at the tested level, each JSON-encoded body field alone carries the nested
 * value (an ID no object has in the path): the answer is an error or a success envelope. A 5xx, a reset connection
 * or a timeout is reported by the engine as the fault it is. Returns how many requests were sent.
 */
export async function deepJsonAnswered(ctx: RuleContext, caller: Caller, ops: string[]): Promise<number> {
  let sent = 0;
  for (const op of ctx.spec.operations.filter((o) => ops.includes(o.key))) {
    const path = Object.fromEntries(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, 2_000_000_001]));
    for (const field of (op.body?.fields ?? []).filter((f) => f.jsonEncoded)) {
      sent++;
      const ex = await caller.call(op.key, { path, body: { [field.name]: DEEP } });
      const b = body(ex);
      expectThat((b.result === "error" || b.result === "success") && typeof b.msg === "string", {
        title: `${op.key} did not answer a field nested ${DEPTH} deep with the envelope`,
        expected: `${field.name} = [[[...]]] (${DEPTH} levels): an error or success envelope with result and msg`,
        received: `${ex.response.status} ${show(b)}`,
        exchange: ex,
      });
    }
  }
  return sent;
}
