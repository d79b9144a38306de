// User objects as the API shows them (GET /users/{id}, GET /users/me, realm_user events).
import { createHash } from "node:crypto";
import type { DB } from "../db/connection.ts";
import { profileValuesWithTypes, type UserRow } from "../db/repos/users.ts";
import { maxMessageId } from "../db/repos/messages.ts";
import type { Realm } from "../http/context.ts";

export function avatarUrl(u: UserRow, medium = false): string {
  const hash = createHash("md5").update(u.delivery_email.toLowerCase()).digest("hex");
  return `https://secure.gravatar.com/avatar/${hash}?d=identicon${medium ? "&s=500" : ""}&version=${u.avatar_version}`;
}

/** Field types whose values are rendered as Markdown (short and long text). */
export const MARKDOWN_FIELD_TYPES = new Set([1, 2]);

export function profileData(db: DB, u: UserRow): Record<string, { value: string; rendered_value?: string }> {
  const out: Record<string, { value: string; rendered_value?: string }> = {};
  // One query for the values and their fields' types (not one lookup per value).
  for (const v of profileValuesWithTypes(db, u.id)) {
    out[String(v.field_id)] =
      MARKDOWN_FIELD_TYPES.has(v.field_type) && v.rendered_value !== null ? { value: v.value, rendered_value: v.rendered_value } : { value: v.value };
  }
  return out;
}

/** Every user of the development realm shares the real address with everyone
 *  (email_address_visibility "everyone", as in Zulip's development environment). */
export const canSeeRealEmail = (_viewer: UserRow, _target: UserRow) => true;

interface UserObjectOptions {
  clientGravatar: boolean;
  includeCustomProfileFields: boolean;
}

/** A user object (components.schemas.User), shaped for the level. */
export function userObject(r: Realm, viewer: UserRow, u: UserRow, o: UserObjectOptions): Record<string, unknown> {
  const { spec } = r;
  const realEmail = canSeeRealEmail(viewer, u);
  const out: Record<string, unknown> = {
    user_id: u.id,
    email: u.email,
    full_name: u.full_name,
    date_joined: u.date_joined,
    is_active: u.is_active === 1,
    is_owner: spec.isRole(u, "owner"),
    is_admin: spec.hasRole(u, "administrator"),
    is_guest: spec.isRole(u, "guest"),
    is_billing_admin: u.is_billing_admin === 1,
    is_bot: u.is_bot === 1,
    bot_type: u.is_bot ? u.bot_type : null,
    role: spec.roleShown(u.role),
    timezone: u.timezone,
    avatar_url: o.clientGravatar && realEmail ? null : avatarUrl(u),
    avatar_version: u.avatar_version,
  };
  // delivery_email is always present once the spec says so (null when the viewer may not see it); before, only
  // viewers with access got it.
  const delivery = realEmail || u.is_bot || spec.hasRole(viewer, "administrator") ? u.delivery_email : null;
  if (delivery !== null || spec.since("User.delivery_email @changed")) out.delivery_email = delivery;
  if (u.is_bot) out.bot_owner_id = u.bot_owner_id;
  if (!u.is_bot && o.includeCustomProfileFields) out.profile_data = profileData(r.db, u);
  return spec.shape("User", out);
}

/** The own user of GET /users/me (components.schemas.OwnUser), shaped for the level. */
export function ownUserObject(r: Realm, u: UserRow): Record<string, unknown> {
  const { spec } = r;
  const out: Record<string, unknown> = {
    avatar_url: avatarUrl(u),
    avatar_version: u.avatar_version,
    email: u.email,
    full_name: u.full_name,
    is_admin: spec.hasRole(u, "administrator"),
    is_owner: spec.isRole(u, "owner"),
    is_billing_admin: u.is_billing_admin === 1,
    role: spec.roleShown(u.role),
    is_guest: spec.isRole(u, "guest"),
    is_bot: u.is_bot === 1,
    is_active: u.is_active === 1,
    timezone: u.timezone,
    date_joined: u.date_joined,
    max_message_id: maxMessageId(r.db),
    user_id: u.id,
    delivery_email: u.delivery_email,
  };
  if (!u.is_bot) out.profile_data = profileData(r.db, u);
  return spec.shape("OwnUser", out);
}
