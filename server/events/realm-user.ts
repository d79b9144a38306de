// realm_user events in the forms the seed shows, adapted to the server's feature level.
import type { UserRow } from "../db/repos/users.ts";
import type { Realm } from "../http/context.ts";
import type { Event } from "./queues.ts";
import { userObject } from "../render/user.ts";

export const personUpdate = (person: Record<string, unknown>): Event => ({ type: "realm_user", op: "update", person });

/** Deactivation/reactivation: the is_active update form where the spec has it (PersonIsActive); before, op remove / op add. */
export function activityEvent(r: Realm, u: UserRow): Event {
  if (r.spec.since("PersonIsActive")) return personUpdate({ user_id: u.id, is_active: u.is_active === 1 });
  if (!u.is_active) return { type: "realm_user", op: "remove", person: { user_id: u.id, full_name: u.full_name } };
  return {
    type: "realm_user",
    op: "add",
    person: userObject(r, u, u, { clientGravatar: false, includeCustomProfileFields: true }),
  };
}
