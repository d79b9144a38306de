// Messages: GET /messages/{message_id}, POST /mark_topic_as_read, and (beyond the seed) POST /messages.
import { directRecipient, insertMessage, markRead, messageById, topicExists, unreadInTopic } from "../db/repos/messages.ts";
import { linkifiers, usersWhoMuted } from "../db/repos/realm.ts";
import { subscriberIds } from "../db/repos/streams.ts";
import { userById } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { visibleMessage } from "../realm/access.ts";
import { LIMITS } from "../realm/settings.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { computeTopicLinks, messageFlags, messageObject, receiverFlags } from "../render/message.ts";
import { normalizeBody, normalizeTopic } from "./common.ts";
import { checkCanPost, checkTopic, isChannelType, resolveStream, resolveUsers } from "./sending.ts";
import { accessStream } from "./streams.ts";

function getMessage(ctx: Ctx) {
  const id = ctx.params.message_id as number;
  const m = Number.isSafeInteger(id) ? visibleMessage(ctx, ctx.me, id) : undefined;
  if (!m) throw ctx.error("invalid-message");
  return {
    raw_content: m.content,
    message: messageObject(ctx, ctx.me, m, { applyMarkdown: ctx.params.apply_markdown ?? true, clientGravatar: false }),
  };
}

function sendMessage(ctx: Ctx) {
  const { db, me, params: p } = ctx;
  const content = normalizeBody(p.content, LIMITS.max_message_length);
  const linkifierList = linkifiers(db);
  const rendered = renderMarkdown(content, linkifierList);
  const now = ctx.now();
  // Receivers who muted the sender get the message as read (one query, not one per receiver).
  const mutedMe = new Set(usersWhoMuted(db, me.id));
  let id: number;
  if (isChannelType(p.type)) {
    const s = resolveStream(ctx, p.to);
    checkCanPost(ctx, me, s);
    const topic = normalizeTopic(checkTopic(p.topic), LIMITS.max_topic_length);
    const receivers = subscriberIds(db, s.id);
    if (!receivers.includes(me.id)) receivers.push(me.id);
    // Zulip's channel-wide wildcard mentions mention every other receiver (the stream_wildcard_mentioned flag).
    const wildcard = /@\*\*(all|everyone|channel|stream)\*\*/.test(content);
    id = insertMessage(
      db,
      // Topic links are computed here, once, when the topic is written (render/message.ts topicLinksOf).
      { sender_id: me.id, recipient_id: s.recipient_id, stream_id: s.id, subject: topic, content, rendered_content: rendered, timestamp: now, client: "API", is_me_message: content.startsWith("/me ") ? 1 : 0, last_edit_timestamp: null, edit_history: null, topic_links: computeTopicLinks(topic, linkifierList) },
      receivers.map((u) => ({ userId: u, read: u === me.id || mutedMe.has(u), wildcardMentioned: wildcard && u !== me.id })),
    );
  } else {
    const users = resolveUsers(ctx, p.to);
    for (const u of users) if (!u.is_active && !u.is_bot) throw badRequest(`'${u.email}' is no longer using Zulip.`);
    const participants = [me.id, ...users.map((u) => u.id)];
    id = insertMessage(
      db,
      { sender_id: me.id, recipient_id: directRecipient(db, participants), stream_id: null, subject: "", content, rendered_content: rendered, timestamp: now, client: "API", is_me_message: content.startsWith("/me ") ? 1 : 0, last_edit_timestamp: null, edit_history: null },
      [...new Set(participants)].map((u) => ({ userId: u, read: u === me.id || mutedMe.has(u) })),
    );
  }
  const m = messageById(db, id)!;
  // One event for every receiver: the message object is built once per form a queue asks for (apply_markdown,
  // client_gravatar), not once per queue (it depends on its viewer only through canSeeRealEmail, which every viewer
  // of this realm passes), and each receiver's flags come from one query over the message's rows.
  const flagsOf = new Map(receiverFlags(ctx, id).map((r) => [r.userId, r.flags]));
  const forms = new Map<string, Record<string, unknown>>();
  ctx.emit(flagsOf.keys(), (q) => {
    const key = `${q.applyMarkdown} ${q.clientGravatar}`;
    let message = forms.get(key);
    if (!message) {
      message = messageObject(ctx, me, m, { applyMarkdown: q.applyMarkdown, clientGravatar: q.clientGravatar });
      delete message.flags;
      forms.set(key, message);
    }
    return { type: "message", message, flags: flagsOf.get(q.userId) ?? [] };
  });
  return { id };
}

function markTopicAsRead(ctx: Ctx) {
  const s = accessStream(ctx, ctx.params.stream_id, { content: true });
  const topic: string = ctx.params.topic_name;
  if (topic && !topicExists(ctx.db, ctx.me.id, s.id, topic)) throw badRequest(`No such topic '${topic}'`);
  const ids = unreadInTopic(ctx.db, ctx.me.id, s.id, topic);
  markRead(ctx.db, ctx.me.id, ids);
  if (ids.length > 0)
    ctx.emit([ctx.me.id], { type: "update_message_flags", op: "add", operation: "add", flag: "read", messages: ids, all: false });
}

export const routes: Route[] = [
  { op: "GET /messages/{message_id}", handler: getMessage },
  { op: "POST /messages", handler: sendMessage },
  { op: "POST /mark_topic_as_read", handler: markTopicAsRead },
];
