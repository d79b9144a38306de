// Not a rule: who receives the realm_user events of a change to one user. The administrator changes the full name
// of a member (the modified user); the queues of the administrator, the modified user, a second member and a guest
// are read. Whether each of them can access the modified user is asked of the server itself (GET /users/{user_id}
// as that account; shared/users.ts canAccess), so the rule needs no organization setting of its own.
import { expectSuccess } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import { canAccess, readUser } from "../shared/users.ts";
import { collectEvents, eventsUntilFence, registerQueue, type Body, type Collected, type Event, type Queue } from "../shared/events.ts";

export const AUDIENCE_OPERATIONS = ["PATCH /users/{user_id}", "GET /users/{user_id}", "POST /register", "GET /events", "DELETE /events", "POST /drafts"];
export const AUDIENCE_ROLES = ["administrator", "member", "member", "guest"] as const;

export interface Receiver {
  caller: Caller;
  /** Whether it can access the modified user (asked before the change). */
  access: boolean;
  queue: Queue;
}

/** A realm_user event about the modified user (its person names that user, or names no user and carries the new name). */
export const aboutUser = (userId: number, newName: string) => (e: Event) => {
  const person = e?.person as Body | undefined;
  if (e?.type !== "realm_user" || typeof person !== "object" || person === null) return false;
  return person.user_id === userId || (person.user_id === undefined && Object.values(person).includes(newName));
};

/** Registers the queues, changes the member's full name (put back afterwards), and returns the receivers. */
export async function changeFullName(ctx: RuleContext): Promise<{ target: Caller; name: string; receivers: Receiver[] }> {
  const admin = ctx.as("administrator");
  const target = ctx.as("member", 0);
  const adminView = await readUser(admin, target.userId);
  const original = adminView.full_name as string;
  const receivers: Receiver[] = [];
  for (const caller of [admin, target, ctx.as("member", 1), ctx.as("guest")]) {
    const access = await canAccess(caller, target.userId, adminView);
    receivers.push({ caller, access, queue: await registerQueue(ctx, caller, { event_types: ["realm_user", "drafts"] }) });
  }
  // A new name (letters, digits and dashes only: every server accepts them), never the one it has.
  const name = `${original.slice(0, 40)} ${ctx.name("n")}`.slice(0, 90);
  ctx.cleanup(`put back the full name of ${target.email}`, () => admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: original } }));
  expectSuccess(await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: name } }), "an administrator changing a member's full name");
  return { target, name, receivers };
}

/** The queue's events up to the event about the modified user (bounded long polls), or up to its fence when it must not come. */
export async function eventsOf(ctx: RuleContext, r: Receiver, expectEvent: boolean, about: (e: Event) => boolean): Promise<Collected> {
  return expectEvent ? collectEvents(r.queue, (events) => events.some(about)) : eventsUntilFence(ctx, r.queue);
}
