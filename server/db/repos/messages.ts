// Messages, per-user message flags, reactions and direct-message recipients.
import type { DB } from "../connection.ts";
import { all, insertId, one, run } from "../sql.ts";

export interface MessageRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  stream_id: number | null;
  subject: string;
  content: string;
  rendered_content: string;
  timestamp: number;
  client: string;
  is_me_message: number;
  last_edit_timestamp: number | null;
  edit_history: string | null;
  /** JSON list of {text, url}, computed when the topic is written (null: not yet, for messages stored before) */
  topic_links?: string | null;
}

export interface UserMessageRow {
  user_id: number;
  message_id: number;
  read: number;
  starred: number;
  mentioned: number;
  wildcard_mentioned: number;
  has_alert_word: number;
}

export interface ReactionRow {
  message_id: number;
  user_id: number;
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
}

export const messageById = (db: DB, id: number) => one<MessageRow>(db, "SELECT * FROM messages WHERE id = ?", id);
export const userMessage = (db: DB, userId: number, messageId: number) =>
  one<UserMessageRow>(db, "SELECT * FROM user_messages WHERE user_id = ? AND message_id = ?", userId, messageId);
export const reactionsFor = (db: DB, messageId: number) =>
  all<ReactionRow>(db, "SELECT * FROM reactions WHERE message_id = ? ORDER BY id", messageId);
export const recipientUserIds = (db: DB, recipientId: number): number[] => {
  const r = one<{ user_ids: string | null }>(db, "SELECT user_ids FROM recipients WHERE id = ?", recipientId);
  return r?.user_ids ? r.user_ids.split(",").map(Number) : [];
};

/** The recipient of a direct message among `userIds` (sender included), created on first use. */
export function directRecipient(db: DB, userIds: number[]): number {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const keyStr = ids.join(",");
  const found = one<{ id: number }>(db, "SELECT id FROM recipients WHERE user_ids = ?", keyStr);
  if (found) return found.id;
  return insertId(db, "INSERT INTO recipients (type, user_ids) VALUES (?, ?)", ids.length <= 2 ? 1 : 3, keyStr);
}

/** Stores a message's topic links (computed once, when its topic is written or at the first read of an older one). */
export const setTopicLinks = (db: DB, id: number, links: string) => run(db, "UPDATE messages SET topic_links = ? WHERE id = ?", links, id);

export function insertMessage(db: DB, m: Omit<MessageRow, "id">, receivers: { userId: number; read: boolean; mentioned?: boolean; wildcardMentioned?: boolean }[]): number {
  const id = insertId(
    db,
    `INSERT INTO messages (sender_id, recipient_id, stream_id, subject, content, rendered_content, timestamp, client,
       is_me_message, last_edit_timestamp, edit_history, topic_links) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    m.sender_id,
    m.recipient_id,
    m.stream_id,
    m.subject,
    m.content,
    m.rendered_content,
    m.timestamp,
    m.client,
    m.is_me_message,
    m.last_edit_timestamp,
    m.edit_history,
    m.topic_links ?? null,
  );
  for (const r of receivers)
    run(
      db,
      "INSERT OR IGNORE INTO user_messages (user_id, message_id, read, mentioned, wildcard_mentioned) VALUES (?, ?, ?, ?, ?)",
      r.userId,
      id,
      r.read ? 1 : 0,
      r.mentioned ? 1 : 0,
      r.wildcardMentioned ? 1 : 0,
    );
  return id;
}

export const addReaction = (db: DB, r: ReactionRow) =>
  run(
    db,
    "INSERT OR IGNORE INTO reactions (message_id, user_id, emoji_name, emoji_code, reaction_type) VALUES (?, ?, ?, ?, ?)",
    r.message_id,
    r.user_id,
    r.emoji_name,
    r.emoji_code,
    r.reaction_type,
  );

/** Unread message IDs of `userId` in a channel topic (topic compared case-insensitively, as in Zulip). */
export const unreadInTopic = (db: DB, userId: number, streamId: number, topic: string) =>
  all<{ message_id: number }>(
    db,
    // Driven by the channel's messages (CROSS JOIN keeps that order), each looked up in the user's rows by key: the
    // cost follows the channel, not the user's whole history.
    `SELECT um.message_id FROM messages m CROSS JOIN user_messages um ON um.message_id = m.id AND um.user_id = ?
     WHERE m.stream_id = ? AND um.read = 0 AND lower(m.subject) = lower(?) ORDER BY m.id`,
    userId,
    streamId,
    topic,
  ).map((r) => r.message_id);

/** Whether the user received a message in the topic (Zulip's user_message_exists_for_topic). */
export const topicExists = (db: DB, userId: number, streamId: number, topic: string) =>
  one(
    db,
    `SELECT 1 FROM messages m CROSS JOIN user_messages um ON um.message_id = m.id AND um.user_id = ?
     WHERE m.stream_id = ? AND lower(m.subject) = lower(?) LIMIT 1`,
    userId,
    streamId,
    topic,
  ) !== undefined;

export const unreadFromSender = (db: DB, userId: number, senderId: number) =>
  all<{ message_id: number }>(
    db,
    `SELECT um.message_id FROM user_messages um JOIN messages m ON m.id = um.message_id
     WHERE um.user_id = ? AND um.read = 0 AND m.sender_id = ? ORDER BY um.message_id`,
    userId,
    senderId,
  ).map((r) => r.message_id);

/** One statement for all the messages (each row found by its key). */
export function markRead(db: DB, userId: number, messageIds: number[]): void {
  if (messageIds.length === 0) return;
  run(db, "UPDATE user_messages SET read = 1 WHERE user_id = ? AND message_id IN (SELECT value FROM json_each(?))", userId, JSON.stringify(messageIds));
}

export const maxMessageId = (db: DB) => one<{ id: number | null }>(db, "SELECT max(id) AS id FROM messages")!.id ?? 0;
