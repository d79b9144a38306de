// User objects as the API shows them (GET /users/{id}, GET /users/me, realm_user events).
import { createHash } from "node:crypto";
import type { DB } from "../db/connection.ts";
import { profileFieldById } from "../db/repos/realm.ts";
import { isAdmin, profileValues, type UserRow } from "../db/repos/users.ts";
import { maxMessageId } from "../db/repos/messages.ts";

export function avatarUrl(u: UserRow, medium = false): string {
  const hash = createHash("md5").update(u.delivery_email.toLowerCase()).digest("hex");
  return `https://secure.gravatar.com/avatar/${hash}?d=identicon${medium ? "&s=500" : ""}&version=${u.avatar_version}`;
}

/** Field types whose values are rendered as Markdown (short and long text). */
export const MARKDOWN_FIELD_TYPES = new Set([1, 2]);

export function profileData(db: DB, u: UserRow): Record<string, { value: string; rendered_value?: string }> {
  const out: Record<string, { value: string; rendered_value?: string }> = {};
  for (const v of profileValues(db, u.id)) {
    const field = profileFieldById(db, v.field_id);
    if (!field) continue;
    out[String(v.field_id)] =
      MARKDOWN_FIELD_TYPES.has(field.field_type) && v.rendered_value !== null ? { value: v.value, rendered_value: v.rendered_value } : { value: v.value };
  }
  return out;
}

/** Every user of the development realm shares the real address with everyone
 *  (email_address_visibility "everyone", as in Zulip's development environment). */
export const canSeeRealEmail = (_viewer: UserRow, _target: UserRow) => true;

/** The moderator role exists from level 60; an older server shows moderators as members. */
export const roleAt = (role: number, level: number) => (role === 300 && level < 60 ? 400 : role);

interface UserObjectOptions {
  level: number;
  clientGravatar: boolean;
  includeCustomProfileFields: boolean;
}

export function userObject(db: DB, viewer: UserRow, u: UserRow, o: UserObjectOptions): Record<string, unknown> {
  const realEmail = canSeeRealEmail(viewer, u);
  const out: Record<string, unknown> = {
    user_id: u.id,
    email: u.email,
    full_name: u.full_name,
    date_joined: u.date_joined,
    is_active: u.is_active === 1,
    is_admin: isAdmin(u),
    is_guest: u.role === 600,
    is_bot: u.is_bot === 1,
    bot_type: u.is_bot ? u.bot_type : null,
    timezone: u.timezone,
    avatar_url: o.clientGravatar && realEmail ? null : avatarUrl(u),
    avatar_version: u.avatar_version,
  };
  // delivery_email is always present from level 163 (null when the viewer may not see it); before,
  // only viewers with access got it.
  const delivery = realEmail || u.is_bot || isAdmin(viewer) ? u.delivery_email : null;
  if (o.level >= 163 || delivery !== null) out.delivery_email = delivery;
  if (o.level >= 8) out.is_owner = u.role === 100;
  if (o.level >= 59) out.role = roleAt(u.role, o.level);
  if (o.level >= 73) out.is_billing_admin = u.is_billing_admin === 1;
  if (u.is_bot) out[o.level >= 1 ? "bot_owner_id" : "bot_owner"] = u.bot_owner_id;
  if (!u.is_bot && o.includeCustomProfileFields) out.profile_data = profileData(db, u);
  return out;
}

export function ownUserObject(db: DB, u: UserRow, level: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    avatar_url: avatarUrl(u),
    avatar_version: u.avatar_version,
    email: u.email,
    full_name: u.full_name,
    is_admin: isAdmin(u),
    is_guest: u.role === 600,
    is_bot: u.is_bot === 1,
    is_active: u.is_active === 1,
    timezone: u.timezone,
    date_joined: u.date_joined,
    max_message_id: maxMessageId(db),
    user_id: u.id,
    delivery_email: u.delivery_email,
  };
  if (level >= 8) out.is_owner = u.role === 100;
  if (level >= 59) out.role = roleAt(u.role, level);
  if (level >= 73) out.is_billing_admin = u.is_billing_admin === 1;
  if (!u.is_bot) out.profile_data = profileData(db, u);
  return out;
}
