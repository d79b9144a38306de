// Organization-level records: settings, invitations, custom profile fields, linkifiers, attachments,
// muted users.
import type { DB } from "../connection.ts";
import { all, insertId, one, run } from "../sql.ts";

// --- realm settings (JSON values; defaults in realm/settings.ts) ---
export function realmSetting<T>(db: DB, name: string, fallback: T): T {
  const r = one<{ value: string }>(db, "SELECT value FROM realm_settings WHERE name = ?", name);
  return r ? (JSON.parse(r.value) as T) : fallback;
}
export const setRealmSetting = (db: DB, name: string, value: unknown) =>
  run(db, "INSERT INTO realm_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value", name, JSON.stringify(value));

// --- invitations ---
export interface InviteRow {
  id: number;
  referrer_id: number;
  email: string;
  invited_as: number;
  invited_at: number;
  expiry: number | null;
  stream_ids: string;
  include_realm_default_subscriptions: number;
  notify_referrer_on_join: number;
}
export const insertInvite = (db: DB, i: Omit<InviteRow, "id">) =>
  insertId(
    db,
    `INSERT INTO invites (referrer_id, email, invited_as, invited_at, expiry, stream_ids, include_realm_default_subscriptions, notify_referrer_on_join)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    i.referrer_id,
    i.email,
    i.invited_as,
    i.invited_at,
    i.expiry,
    i.stream_ids,
    i.include_realm_default_subscriptions,
    i.notify_referrer_on_join,
  );
export const invitesSentSince = (db: DB, since: number) =>
  one<{ n: number }>(db, "SELECT count(*) AS n FROM invites WHERE invited_at >= ?", since)!.n;

// --- custom profile fields ---
export interface ProfileFieldRow {
  id: number;
  name: string;
  hint: string;
  field_type: number;
  field_data: string;
  display_in_profile_summary: number;
  required: number;
  order: number;
}
export const profileFields = (db: DB) => all<ProfileFieldRow>(db, 'SELECT * FROM custom_profile_fields ORDER BY "order", id');
export const profileFieldById = (db: DB, id: number) => one<ProfileFieldRow>(db, "SELECT * FROM custom_profile_fields WHERE id = ?", id);
export function insertProfileField(db: DB, f: Omit<ProfileFieldRow, "id" | "order">): number {
  const order = one<{ n: number }>(db, 'SELECT coalesce(max("order"), 0) + 1 AS n FROM custom_profile_fields')!.n;
  return insertId(
    db,
    'INSERT INTO custom_profile_fields (name, hint, field_type, field_data, display_in_profile_summary, required, "order") VALUES (?, ?, ?, ?, ?, ?, ?)',
    f.name,
    f.hint,
    f.field_type,
    f.field_data,
    f.display_in_profile_summary,
    f.required,
    order,
  );
}

// --- linkifiers ---
export interface LinkifierRow {
  id: number;
  pattern: string;
  url_template: string;
  order: number;
}
export const linkifiers = (db: DB) => all<LinkifierRow>(db, 'SELECT * FROM linkifiers ORDER BY "order", id');
export const linkifierById = (db: DB, id: number) => one<LinkifierRow>(db, "SELECT * FROM linkifiers WHERE id = ?", id);
export function insertLinkifier(db: DB, pattern: string, urlTemplate: string): number {
  const order = one<{ n: number }>(db, 'SELECT coalesce(max("order"), 0) + 1 AS n FROM linkifiers')!.n;
  return insertId(db, 'INSERT INTO linkifiers (pattern, url_template, "order") VALUES (?, ?, ?)', pattern, urlTemplate, order);
}
export const updateLinkifier = (db: DB, id: number, pattern: string, urlTemplate: string) =>
  run(db, "UPDATE linkifiers SET pattern = ?, url_template = ? WHERE id = ?", pattern, urlTemplate, id);

// --- attachments ---
export interface AttachmentRow {
  id: number;
  owner_id: number;
  name: string;
  path_id: string;
  size: number;
  create_time: number;
}
export const attachmentsOf = (db: DB, ownerId: number) => all<AttachmentRow>(db, "SELECT * FROM attachments WHERE owner_id = ? ORDER BY id", ownerId);
export const attachmentById = (db: DB, id: number) => one<AttachmentRow>(db, "SELECT * FROM attachments WHERE id = ?", id);
export const attachmentMessageIds = (db: DB, id: number) =>
  all<{ message_id: number }>(db, "SELECT message_id FROM attachment_messages WHERE attachment_id = ? ORDER BY message_id", id).map((r) => r.message_id);
export function deleteAttachment(db: DB, id: number): void {
  run(db, "DELETE FROM attachment_messages WHERE attachment_id = ?", id);
  run(db, "DELETE FROM attachments WHERE id = ?", id);
}
export const insertAttachment = (db: DB, a: Omit<AttachmentRow, "id">) =>
  insertId(db, "INSERT INTO attachments (owner_id, name, path_id, size, create_time) VALUES (?, ?, ?, ?, ?)", a.owner_id, a.name, a.path_id, a.size, a.create_time);
export const linkAttachment = (db: DB, attachmentId: number, messageId: number) =>
  run(db, "INSERT OR IGNORE INTO attachment_messages (attachment_id, message_id) VALUES (?, ?)", attachmentId, messageId);

// --- muted users ---
export const mutedUsers = (db: DB, userId: number) =>
  all<{ muted_user_id: number; date_muted: number }>(db, "SELECT muted_user_id, date_muted FROM muted_users WHERE user_id = ? ORDER BY muted_user_id", userId);
/** The users who muted `mutedId`. */
export const usersWhoMuted = (db: DB, mutedId: number) =>
  all<{ user_id: number }>(db, "SELECT user_id FROM muted_users WHERE muted_user_id = ?", mutedId).map((r) => r.user_id);
export const isMuted = (db: DB, userId: number, mutedId: number) =>
  one(db, "SELECT 1 FROM muted_users WHERE user_id = ? AND muted_user_id = ?", userId, mutedId) !== undefined;
export const addMute = (db: DB, userId: number, mutedId: number, now: number) =>
  run(db, "INSERT INTO muted_users (user_id, muted_user_id, date_muted) VALUES (?, ?, ?)", userId, mutedId, now);
export const removeMute = (db: DB, userId: number, mutedId: number) =>
  run(db, "DELETE FROM muted_users WHERE user_id = ? AND muted_user_id = ?", userId, mutedId);
