// Shared by the muting rules (not a rule): muting with the prior state kept, and messages from one account to another.
import type { Caller, RuleContext } from "../types.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { body, isSuccess, show, type Json } from "../users/_support.ts";
import type { Exchange } from "../../engine/types.ts";

export const MUTE = "POST /users/me/muted_users/{muted_user_id}";
export const UNMUTE = "DELETE /users/me/muted_users/{muted_user_id}";

/** Makes sure `me` has not muted `other` (a mute left from before the run is put back when the rule ends). */
export async function startUnmuted(ctx: RuleContext, me: Caller, other: Caller): Promise<void> {
  const un = await me.call(UNMUTE, { path: { muted_user_id: other.userId } });
  if (isSuccess(un)) ctx.cleanup(`mute ${other.email} again for ${me.email}`, () => me.call(MUTE, { path: { muted_user_id: other.userId } }));
}

/** A public channel `me` is subscribed to where anyone may post (stream_post_policy 1), if there is one. */
export async function sharedChannel(me: Caller): Promise<Json | undefined> {
  const ex = await me.call("GET /streams", { query: { include_public: false, include_subscribed: true } });
  const streams = isSuccess(ex) && Array.isArray(body(ex).streams) ? (body(ex).streams as Json[]) : [];
  return streams.find((s) => s.invite_only === false && (s.stream_post_policy ?? 1) === 1 && typeof s.stream_id === "number");
}

export type Kind = "direct" | "channel";

/** `from` sends `me` a message (a direct message, or a message in `channel`); returns its ID. */
export async function send(ctx: RuleContext, from: Caller, me: Caller, kind: Kind, channel: Json | undefined): Promise<number> {
  const content = `${ctx.name("message")} (conformance suite)`;
  const input =
    kind === "channel" && channel
      ? { body: { type: "stream", to: channel.stream_id, topic: ctx.prefix, content } }
      : { body: { type: "private", to: [me.userId], content } };
  const ex = await from.call("POST /messages", input);
  const sent = expectSuccess(ex, `sending a ${kind} message`);
  expectThat(Number.isInteger(sent.id), { title: "POST /messages without an integer id", expected: "id, an integer", received: show(sent), exchange: ex });
  return sent.id as number;
}

/** The requester's flags for a message (GET /messages/{message_id}). */
export async function flagsOf(me: Caller, id: number): Promise<{ ex: Exchange; flags: unknown[] }> {
  const ex = await me.call("GET /messages/{message_id}", { path: { message_id: id } });
  const m = expectSuccess(ex, `reading message ${id}`).message as Json | undefined;
  return { ex, flags: Array.isArray(m?.flags) ? m.flags : [] };
}
