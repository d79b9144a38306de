// Addressing shared by POST /messages and POST /scheduled_messages: which channel or users a message
// goes to, and whether the sender may post there (Zulip's messages).
import { isSubscribed, streamById, streamByName, type StreamRow } from "../db/repos/streams.ts";
import { asciiLower, usersByEmails, usersByIds, type UserRow } from "../db/repos/users.ts";
import { ApiError, badRequest } from "../errors.ts";
import type { Ctx } from "../http/context.ts";

export const isChannelType = (t: string) => t === "stream" || t === "channel";

/** The spec's STREAM_DOES_NOT_EXIST (its row has no msg: Zulip's). */
export function streamDoesNotExist(ctx: Ctx, id: number): ApiError {
  return ctx.error("nonexistent-channel", {}, { msg: `Channel with ID '${id}' does not exist`, extra: { stream_id: id } });
}

export function resolveStream(ctx: Ctx, to: unknown): StreamRow {
  let target = to;
  if (Array.isArray(target)) {
    if (target.length !== 1) throw badRequest("Cannot send to multiple channels");
    target = target[0];
  }
  if (typeof target === "number") {
    const s = streamById(ctx.db, target);
    if (!s) throw streamDoesNotExist(ctx, target);
    return s;
  }
  if (typeof target === "string") {
    const s = streamByName(ctx.db, target);
    // Zulip answers STREAM_DOES_NOT_EXIST with a `stream` (name) field here; the spec's STREAM_DOES_NOT_EXIST
    // requires stream_id, which an unknown name does not have, so this is a plain BAD_REQUEST.
    if (!s) throw badRequest(`Channel '${target}' does not exist`);
    return s;
  }
  throw badRequest("Invalid to");
}

export function checkCanPost(ctx: Ctx, sender: UserRow, s: StreamRow): void {
  // Members may post to public channels; otherwise (private channels, guests) a subscription is needed.
  const { spec } = ctx;
  if (!isSubscribed(ctx.db, sender.id, s.id) && (s.invite_only || spec.isRole(sender, "guest")))
    throw badRequest(`Not authorized to send to channel '${s.name}'`);
  switch (s.stream_post_policy) {
    case 2:
      if (!spec.hasRole(sender, "administrator")) throw badRequest("Only organization administrators can send to this channel.");
      break;
    case 3:
      if (!spec.hasRole(sender, "member")) throw badRequest("Only organization full members can send to this channel.");
      break;
    case 4:
      if (!spec.hasRole(sender, "moderator")) throw badRequest("Only organization administrators and moderators can send to this channel.");
      break;
  }
}

/**
 * The users a list names (IDs or emails), each once, in the order of their first mention. Bounded work: the list's
 * length is limited by the spec (maxItems, checked before this runs), duplicates collapse before anything is looked
 * up, and the lookups are one query for the IDs and one for the emails, never one per element. The first element that
 * names nobody is refused, as before.
 */
export function resolveUsers(ctx: Ctx, to: unknown): UserRow[] {
  const list = [...new Set(Array.isArray(to) ? to : [to])];
  if (list.length === 0) throw badRequest("Message must have recipients");
  const ids = list.filter((x): x is number => typeof x === "number");
  const emails = list.filter((x): x is string => typeof x === "string");
  const byId = new Map(ids.length ? usersByIds(ctx.db, ids).map((u) => [u.id, u]) : []);
  const byEmail = new Map(emails.length ? usersByEmails(ctx.db, emails).map((u) => [asciiLower(u.email), u]) : []);
  const seen = new Set<number>();
  const out: UserRow[] = [];
  for (const x of list) {
    let u: UserRow | undefined;
    if (typeof x === "number") {
      u = byId.get(x);
      if (!u) throw ctx.error("invalid-user-id", { user_id: x });
    } else if (typeof x === "string") {
      u = byEmail.get(asciiLower(x));
      if (!u) throw badRequest(`Invalid email '${x}'`);
    } else throw badRequest("Invalid to");
    if (!seen.has(u.id)) out.push(u);
    seen.add(u.id);
  }
  return out;
}

export function checkTopic(topic: unknown): string {
  if (topic === undefined || topic === null) throw badRequest("Missing topic");
  if (String(topic).trim() === "") throw badRequest("Topic can't be empty!");
  return String(topic);
}
