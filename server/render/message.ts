// The message object of GET /messages/{id} and of message events.
import type { DB } from "../db/connection.ts";
import { reactionsFor, recipientUserIds, setTopicLinks, userMessage, type MessageRow, type UserMessageRow } from "../db/repos/messages.ts";
import { all } from "../db/sql.ts";
import { linkifiers } from "../db/repos/realm.ts";
import { streamById } from "../db/repos/streams.ts";
import { userById, type UserRow } from "../db/repos/users.ts";
import { REALM } from "../realm/settings.ts";
import type { Realm } from "../http/context.ts";
import { isSafeLinkUrl, linkify, type LinkifierLike } from "./markdown.ts";
import { avatarUrl, canSeeRealEmail } from "./user.ts";

export function messageFlags(r: Realm, viewer: UserRow, m: MessageRow): string[] {
  const um = userMessage(r.db, viewer.id, m.id);
  if (!um) return ["read", "historical"]; // a public channel message the viewer did not receive
  return flagsOfRow(r, um);
}

/** Every receiver of a message with its flags, in one query. */
export function receiverFlags(r: Realm, messageId: number): { userId: number; flags: string[] }[] {
  return all<UserMessageRow>(r.db, "SELECT * FROM user_messages WHERE message_id = ?", messageId).map((um) => ({ userId: um.user_id, flags: flagsOfRow(r, um) }));
}

function flagsOfRow(r: Realm, um: UserMessageRow): string[] {
  const flags: string[] = [];
  if (um.read) flags.push("read");
  if (um.starred) flags.push("starred");
  if (um.mentioned) flags.push("mentioned");
  if (um.wildcard_mentioned) {
    if (r.spec.present("MessageBase.flags[]=stream_wildcard_mentioned")) flags.push("stream_wildcard_mentioned");
    flags.push("wildcard_mentioned"); // deprecated since, equals stream_ or topic_wildcard_mentioned
  }
  if (um.has_alert_word) flags.push("has_alert_word");
  return flags;
}

export function displayRecipient(db: DB, m: MessageRow): string | Record<string, unknown>[] {
  if (m.stream_id !== null) return streamById(db, m.stream_id)?.name ?? "";
  return recipientUserIds(db, m.recipient_id).map((id) => {
    const u = userById(db, id)!;
    return { email: u.email, full_name: u.full_name, id: u.id, is_mirror_dummy: false };
  });
}

/** A topic's links, as stored with its message (the JSON of the topic_links column). */
export const computeTopicLinks = (topic: string, linkifierList: LinkifierLike[]): string =>
  JSON.stringify(linkify(topic, linkifierList).map(({ text, url }) => ({ text, url })));

/**
 * The topic links of a channel message: computed once, when the topic is written (POST /messages stores them), not
 * on every read; a message stored before that (an older database, the development realm's seed) gets them at its
 * first read, stored then. As Zulip's cached message dicts, a linkifier added later links later messages. Every URL
 * is checked again on the way out (isSafeLinkUrl): a stored value never yields a link with another scheme.
 */
export function topicLinksOf(db: DB, m: MessageRow): { text: string; url: string }[] {
  if (m.stream_id === null) return [];
  let stored = m.topic_links;
  if (stored === null || stored === undefined) {
    stored = computeTopicLinks(m.subject, linkifiers(db));
    setTopicLinks(db, m.id, stored);
    m.topic_links = stored;
  }
  const links = JSON.parse(stored) as { text: string; url: string }[];
  return links.filter((l) => typeof l?.url === "string" && isSafeLinkUrl(l.url)).map(({ text, url }) => ({ text, url }));
}

export function messageObject(r: Realm, viewer: UserRow, m: MessageRow, o: { applyMarkdown: boolean; clientGravatar: boolean }): Record<string, unknown> {
  const { db } = r;
  const sender = userById(db, m.sender_id)!;
  const out: Record<string, unknown> = {
    id: m.id,
    sender_id: sender.id,
    sender_email: sender.email,
    sender_full_name: sender.full_name,
    sender_realm_str: REALM.stringId,
    type: m.stream_id !== null ? "stream" : "private",
    content: o.applyMarkdown ? m.rendered_content : m.content,
    content_type: o.applyMarkdown ? "text/html" : "text/x-markdown",
    timestamp: m.timestamp,
    subject: m.subject,
    display_recipient: displayRecipient(db, m),
    recipient_id: m.recipient_id,
    avatar_url: o.clientGravatar && canSeeRealEmail(viewer, sender) ? null : avatarUrl(sender),
    client: m.client,
    is_me_message: m.is_me_message === 1,
    flags: messageFlags(r, viewer, m),
    reactions: reactionsFor(db, m.id).map((r) => {
      const u = userById(db, r.user_id)!;
      return {
        emoji_name: r.emoji_name,
        emoji_code: r.emoji_code,
        reaction_type: r.reaction_type,
        user_id: r.user_id,
        user: { id: u.id, email: u.email, full_name: u.full_name, is_mirror_dummy: false },
      };
    }),
    submessages: [],
    topic_links: topicLinksOf(db, m),
  };
  if (m.stream_id !== null) out.stream_id = m.stream_id;
  if (m.last_edit_timestamp !== null) {
    out.last_edit_timestamp = m.last_edit_timestamp;
    if (m.edit_history) out.edit_history = JSON.parse(m.edit_history);
  }
  return out;
}
