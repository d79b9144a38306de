// Not a rule: helpers shared by the scheduled-messages rules.
import type { Exchange } from "../../engine/types.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Caller, RuleContext } from "../types.ts";

export const SCHEDULE = "POST /scheduled_messages";

/** A delivery time far enough ahead that nothing is delivered while (or soon after) the suite runs. */
export const later = () => Math.floor(Date.now() / 1000) + 400 * 24 * 3600;

/**
 * POST /scheduled_messages. A message the server scheduled is deleted when the rule ends, with
 * DELETE /scheduled_messages/{scheduled_message_id} (Zulip's, not in the seed; best effort).
 */
export async function schedule(ctx: RuleContext, caller: Caller, body: Record<string, unknown>): Promise<Exchange> {
  const ex = await caller.call(SCHEDULE, { body: { scheduled_delivery_timestamp: later(), ...body } });
  const id = bodyObject(ex.response)?.scheduled_message_id;
  if (Number.isInteger(id)) {
    ctx.cleanup(`delete scheduled message ${id} of ${caller.email}`, () =>
      caller.call("DELETE /scheduled_messages/{scheduled_message_id}", { path: { scheduled_message_id: id } }),
    );
  }
  return ex;
}
