// Users, their settings and their custom profile field values.
import type { DB } from "../connection.ts";
import { all, one, run } from "../sql.ts";

export interface UserRow {
  id: number;
  email: string;
  delivery_email: string;
  full_name: string;
  password_hash: string | null;
  api_key: string;
  role: number;
  is_active: number;
  is_bot: number;
  bot_type: number | null;
  bot_owner_id: number | null;
  is_billing_admin: number;
  timezone: string;
  date_joined: string;
  avatar_version: number;
}

export const userById = (db: DB, id: number) => one<UserRow>(db, "SELECT * FROM users WHERE id = ?", id);
export const userByEmail = (db: DB, email: string) =>
  one<UserRow>(db, "SELECT * FROM users WHERE email = ? COLLATE NOCASE", email);
export const userByDeliveryEmail = (db: DB, email: string) =>
  one<UserRow>(db, "SELECT * FROM users WHERE delivery_email = ? COLLATE NOCASE", email);
export const allUsers = (db: DB) => all<UserRow>(db, "SELECT * FROM users ORDER BY id");
export const activeUsers = (db: DB) => all<UserRow>(db, "SELECT * FROM users WHERE is_active = 1 ORDER BY id");
export const activeUserIds = (db: DB) => activeUsers(db).map((u) => u.id);
/** The users with these IDs, in one query (a request's list is looked up at once, never element by element). */
export const usersByIds = (db: DB, ids: Iterable<number>) =>
  all<UserRow>(db, "SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify([...ids]));
/** SQLite's NOCASE folds ASCII letters only: the same folding keys the rows the lookups below return. */
export const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** The users with these emails (ASCII case-insensitive, as userByEmail), in one query. */
export const usersByEmails = (db: DB, emails: Iterable<string>) =>
  all<UserRow>(db, "SELECT * FROM users WHERE email COLLATE NOCASE IN (SELECT value FROM json_each(?))", JSON.stringify([...emails]));
/** The users with these delivery emails (as userByDeliveryEmail), in one query. */
export const usersByDeliveryEmails = (db: DB, emails: Iterable<string>) =>
  all<UserRow>(db, "SELECT * FROM users WHERE delivery_email COLLATE NOCASE IN (SELECT value FROM json_each(?))", JSON.stringify([...emails]));
/** The active users among `ids` (one query, whatever the realm's size). */
export const activeAmong = (db: DB, ids: Iterable<number>) =>
  all<{ id: number }>(db, "SELECT id FROM users WHERE is_active = 1 AND id IN (SELECT value FROM json_each(?)) ORDER BY id", JSON.stringify([...ids])).map((r) => r.id);

export function updateUser(db: DB, id: number, patch: Partial<Omit<UserRow, "id">>): void {
  const keys = Object.keys(patch);
  if (keys.length === 0) return;
  run(db, `UPDATE users SET ${keys.map((k) => `${k} = ?`).join(", ")} WHERE id = ?`, ...keys.map((k) => (patch as any)[k]), id);
}

/** Active human users holding a role (role codes come from the spec: LevelSpec.roleCode). */
export function countWithRole(db: DB, role: number): number {
  return one<{ n: number }>(db, "SELECT count(*) AS n FROM users WHERE role = ? AND is_active = 1 AND is_bot = 0", role)!.n;
}

// --- settings (stored as JSON values; defaults live in realm/user-settings.ts) ---
export function storedSettings(db: DB, userId: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const r of all<{ name: string; value: string }>(db, "SELECT name, value FROM user_settings WHERE user_id = ?", userId))
    out[r.name] = JSON.parse(r.value);
  return out;
}
export function storeSetting(db: DB, userId: number, name: string, value: unknown): void {
  run(
    db,
    "INSERT INTO user_settings (user_id, name, value) VALUES (?, ?, ?) ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value",
    userId,
    name,
    JSON.stringify(value),
  );
}

// --- custom profile field values ---
export interface ProfileValueRow {
  user_id: number;
  field_id: number;
  value: string;
  rendered_value: string | null;
}
export const profileValues = (db: DB, userId: number) =>
  all<ProfileValueRow>(db, "SELECT * FROM custom_profile_values WHERE user_id = ? ORDER BY field_id", userId);
/** A user's values with their field's type, for fields that exist (one query). */
export const profileValuesWithTypes = (db: DB, userId: number) =>
  all<ProfileValueRow & { field_type: number }>(
    db,
    `SELECT v.user_id, v.field_id, v.value, v.rendered_value, f.field_type
       FROM custom_profile_values v JOIN custom_profile_fields f ON f.id = v.field_id
      WHERE v.user_id = ? ORDER BY v.field_id`,
    userId,
  );
export function setProfileValue(db: DB, userId: number, fieldId: number, value: string, rendered: string | null): void {
  run(
    db,
    `INSERT INTO custom_profile_values (user_id, field_id, value, rendered_value) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, field_id) DO UPDATE SET value = excluded.value, rendered_value = excluded.rendered_value`,
    userId,
    fieldId,
    value,
    rendered,
  );
}
export const deleteProfileValue = (db: DB, userId: number, fieldId: number) =>
  run(db, "DELETE FROM custom_profile_values WHERE user_id = ? AND field_id = ?", userId, fieldId);
