// Not a rule: the deactivation and reactivation transitions of the states table, and the realm_user events an
// administrator's client receives for them. The seed does not show the triggers; Zulip's (DELETE /users/{user_id},
// POST /users/{user_id}/reactivate, beyond the seed) are used, and the target is reactivated whatever happens.
import { expectSuccess } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Caller, RuleContext } from "../types.ts";
import { collectEvents, registerQueue, type Body, type Collected, type Event } from "../shared/events.ts";

export const DEACTIVATION_OPERATIONS = [
  "DELETE /users/{user_id}",
  "POST /users/{user_id}/reactivate",
  "GET /users/{user_id}",
  "POST /register",
  "GET /events",
  "DELETE /events",
];

export interface Transitions {
  deactivation: { event?: Event; got: Collected };
  reactivation: { event?: Event; got: Collected };
}

/** Deactivates `target`, then reactivates it, and finds the realm_user event `isEventFor(phase)` picks for each. */
export async function deactivateAndReactivate(
  ctx: RuleContext,
  admin: Caller,
  target: Caller,
  isEvent: (phase: "deactivation" | "reactivation", e: Event) => boolean,
): Promise<Transitions> {
  const path = { user_id: target.userId };
  ctx.cleanup(`reactivate ${target.email} if still deactivated`, async () => {
    const user = bodyObject((await admin.call("GET /users/{user_id}", { path })).response)?.user as Body | undefined;
    if (user?.is_active === false) await admin.call("POST /users/{user_id}/reactivate", { path });
  });
  const q = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
  expectSuccess(await admin.call("DELETE /users/{user_id}", { path }), `deactivating ${target.email}`);
  const deactivated = await collectEvents(q, (events) => events.some((e) => isEvent("deactivation", e)));
  const from = Math.max(q.lastEventId, ...deactivated.events.map((e) => (Number.isInteger(e?.id) ? e.id : -1)));
  expectSuccess(await admin.call("POST /users/{user_id}/reactivate", { path }), `reactivating ${target.email}`);
  const reactivated = await collectEvents({ ...q, lastEventId: from }, (events) => events.some((e) => isEvent("reactivation", e)));
  return {
    deactivation: { event: deactivated.events.find((e) => isEvent("deactivation", e)), got: deactivated },
    reactivation: { event: reactivated.events.find((e) => isEvent("reactivation", e)), got: reactivated },
  };
}

/** A realm_user event about `userId` (its person names no other user). */
export const aboutUser = (userId: number, e: Event) => {
  const person = e?.person as Body | undefined;
  return e?.type === "realm_user" && !!person && (person.user_id === undefined || person.user_id === userId);
};
