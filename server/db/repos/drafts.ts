// Drafts and scheduled messages.
import type { DB } from "../connection.ts";
import { all, insertId, one, run } from "../sql.ts";

export interface DraftRow {
  id: number;
  user_id: number;
  type: string;
  recipients: string;
  topic: string;
  content: string;
  last_edit_time: number;
}

export const draftsOf = (db: DB, userId: number) => all<DraftRow>(db, "SELECT * FROM drafts WHERE user_id = ? ORDER BY id", userId);
export const draftById = (db: DB, userId: number, id: number) =>
  one<DraftRow>(db, "SELECT * FROM drafts WHERE user_id = ? AND id = ?", userId, id);
export const insertDraft = (db: DB, d: Omit<DraftRow, "id">) =>
  insertId(
    db,
    "INSERT INTO drafts (user_id, type, recipients, topic, content, last_edit_time) VALUES (?, ?, ?, ?, ?, ?)",
    d.user_id,
    d.type,
    d.recipients,
    d.topic,
    d.content,
    d.last_edit_time,
  );
export const updateDraft = (db: DB, d: DraftRow) =>
  run(db, "UPDATE drafts SET type = ?, recipients = ?, topic = ?, content = ?, last_edit_time = ? WHERE id = ?", d.type, d.recipients, d.topic, d.content, d.last_edit_time, d.id);
export const deleteDraft = (db: DB, id: number) => run(db, "DELETE FROM drafts WHERE id = ?", id);

export interface ScheduledRow {
  id: number;
  sender_id: number;
  type: string;
  recipients: string;
  topic: string;
  content: string;
  rendered_content: string;
  scheduled_timestamp: number;
  read_by_sender: number;
  created: number;
}

export const insertScheduled = (db: DB, s: Omit<ScheduledRow, "id">) =>
  insertId(
    db,
    `INSERT INTO scheduled_messages (sender_id, type, recipients, topic, content, rendered_content, scheduled_timestamp, read_by_sender, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    s.sender_id,
    s.type,
    s.recipients,
    s.topic,
    s.content,
    s.rendered_content,
    s.scheduled_timestamp,
    s.read_by_sender,
    s.created,
  );
