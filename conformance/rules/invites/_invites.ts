// Shared by the invites rules (not a rule).
import type { Caller, RuleContext } from "../types.ts";
import { body, deliveryEmail, visibleChannelId } from "../shared/users.ts";
import type { Exchange, Role } from "../../engine/types.ts";

export const INVITE = "POST /invites";

/**
 * stream_ids for an inviter who may subscribe others: one channel the caller can see (a non-empty list is needed
 * before the level at which an empty one became allowed; later any list will do).
 */
export async function someChannel(caller: Caller): Promise<number[]> {
  const id = await visibleChannelId(caller);
  return id === undefined ? [] : [id];
}

/**
 * The least stream_ids an invitation can carry at the tested level: none from the level at which an empty list
 * became allowed, one visible channel before (an empty list was refused then).
 */
export async function fewestChannels(ctx: RuleContext, caller: Caller): Promise<number[]> {
  return ctx.since(`${INVITE} body.stream_ids @changed`) ? [] : someChannel(caller);
}

const noted = new WeakSet<RuleContext>();

/**
 * Whether the answer says the organization's daily invitation limit is reached (INVITATION_FAILED with
 * daily_limit_reached true): the invitation could not be tested, which is noted once, not reported.
 */
export function dailyLimitReached(ctx: RuleContext, ex: Exchange): boolean {
  const b = body(ex);
  if (b.code !== "INVITATION_FAILED" || b.daily_limit_reached !== true) return false;
  if (!noted.has(ctx)) ctx.note("the daily invitation limit is reached: invitations not tested further");
  noted.add(ctx);
  return true;
}

/** The accounts that already exist, as invitees: the rules declare roles member, member, moderator for them. */
const EXISTING: [Role, number][] = [["member", 0], ["member", 1], ["moderator", 0]];

/** The delivery addresses of the declared existing accounts (invitees who already have an account). */
export async function existingAddresses(ctx: RuleContext): Promise<string[]> {
  const emails: string[] = [];
  for (const [role, i] of EXISTING) emails.push(await deliveryEmail(ctx.as(role, i)));
  return emails;
}
