// Shared by the muting rules (not a rule): muting with the prior state kept, and messages from one account to another.
import type { Caller, RuleContext } from "../types.ts";
import { expectSuccess } from "../expect.ts";
import { isSuccess, type Json } from "../shared/users.ts";
import { sendMessage } from "../shared/events.ts";
import type { Exchange } from "../../engine/types.ts";

export const MUTE = "POST /users/me/muted_users/{muted_user_id}";
export const UNMUTE = "DELETE /users/me/muted_users/{muted_user_id}";

/** Makes sure `me` has not muted `other` (a mute left from before the run is put back when the rule ends). */
export async function startUnmuted(ctx: RuleContext, me: Caller, other: Caller): Promise<void> {
  const un = await me.call(UNMUTE, { path: { muted_user_id: other.userId } });
  if (isSuccess(un)) ctx.cleanup(`mute ${other.email} again for ${me.email}`, () => me.call(MUTE, { path: { muted_user_id: other.userId } }));
}

export type Kind = "direct" | "channel";

/**
 * `from` sends `me` a message (a direct message, or a message in `channel`, a channel both are subscribed to and
 * anyone may post to: `sharedChannel([me, from])` of the events helpers); returns its ID.
 */
export async function send(ctx: RuleContext, from: Caller, me: Caller, kind: Kind, channel: { stream_id: number } | undefined): Promise<number> {
  const content = `${ctx.name("message")} (conformance suite)`;
  return kind === "channel" && channel
    ? sendMessage(from, { type: "stream", to: channel.stream_id, topic: ctx.prefix, content })
    : sendMessage(from, { type: "private", to: [me.userId], content });
}

/** The requester's flags for a message (GET /messages/{message_id}). */
export async function flagsOf(me: Caller, id: number): Promise<{ ex: Exchange; flags: unknown[] }> {
  const ex = await me.call("GET /messages/{message_id}", { path: { message_id: id } });
  const m = expectSuccess(ex, `reading message ${id}`).message as Json | undefined;
  return { ex, flags: Array.isArray(m?.flags) ? m.flags : [] };
}
