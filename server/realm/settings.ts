// Organization settings of the development realm and the permission checks built on them. Values
// follow Zulip's defaults except where noted; the README lists who may do what.
import type { DB } from "../db/connection.ts";
import { groupByName, isUserInGroup } from "../db/repos/groups.ts";
import { realmSetting } from "../db/repos/realm.ts";
import type { UserRow } from "../db/repos/users.ts";
import type { Realm } from "../http/context.ts";

export const REALM = {
  name: "Zulip Dev",
  stringId: "zulip",
  description: "<p>The Zulip development environment default organization.  It's great for testing!</p>",
  icon: "https://secure.gravatar.com/avatar/62429d594b6ffc712f54aee976a18b44?d=identicon",
};

// The four length limits (Zulip's values), returned by POST /register.
export const LIMITS = {
  max_message_length: 10000,
  max_topic_length: 60,
  max_stream_name_length: 60,
  max_stream_description_length: 1024,
  // Zulip's limits for user groups, names and custom profile fields.
  max_user_group_name_length: 100,
  max_full_name_length: 100,
  max_profile_field_name_length: 40,
  max_profile_field_hint_length: 80,
};

export const DEFAULT_REALM_SETTINGS = {
  enable_spectator_access: true, // web-public channels are usable in the development realm
  web_public_streams_enabled: true, // the server setting WEB_PUBLIC_STREAMS_ENABLED
  // Who may send invitations (Zulip's default: members, i.e. not guests).
  can_invite_users_group: "role:members",
  // Who may subscribe other users. Zulip's default is members; the development realm narrows it to
  // moderators so that the "cannot subscribe others" invitation rule is reachable by a member (hamlet).
  can_add_subscribers_group: "role:moderators",
  // Who may make a channel web-public (Zulip: create_web_public_stream_policy, default moderators).
  can_create_web_public_channel_group: "role:moderators",
  // Invitations per day. Zulip's default realm limit is 100; a development server is exercised by test
  // suites, so the limit is higher here.
  max_invites_per_day: 5000,
  message_retention_days: -1,
  // Whose members can access every user of the organization (Zulip's can_access_all_users_group, default
  // everyone). The others (guests, when it is role:members) can access only themselves and the users they share a
  // channel or a direct message conversation with: the users "who can access the modified user" of the seed's
  // realm_user events, and the "inaccessible user" of the muting table.
  can_access_all_users_group: "role:everyone",
};

type RealmSettingName = keyof typeof DEFAULT_REALM_SETTINGS;

export function getRealmSetting<K extends RealmSettingName>(db: DB, name: K): (typeof DEFAULT_REALM_SETTINGS)[K] {
  return realmSetting(db, name, DEFAULT_REALM_SETTINGS[name]);
}

/** Minutes an invitation stays valid (INVITATION_LINK_VALIDITY_MINUTES): the realm's setting, else the spec's
 *  default (info.x-limits invitation_expiry_default). */
export const invitationValidityMinutes = (r: Realm): number =>
  realmSetting(r.db, "invitation_link_validity_minutes", r.spec.limit("invitation_expiry_default").value as number);

function inNamedGroup(r: Realm, user: UserRow, groupName: string): boolean {
  const g = groupByName(r.db, groupName);
  return g ? isUserInGroup(r.db, r.spec, user, g.id) : false;
}

export const canAccessAllUsers = (r: Realm, u: UserRow) => inNamedGroup(r, u, getRealmSetting(r.db, "can_access_all_users_group"));
export const canInviteUsers = (r: Realm, u: UserRow) => inNamedGroup(r, u, getRealmSetting(r.db, "can_invite_users_group"));
export const canSubscribeOthers = (r: Realm, u: UserRow) => inNamedGroup(r, u, getRealmSetting(r.db, "can_add_subscribers_group"));
export const canMakeWebPublic = (r: Realm, u: UserRow) =>
  getRealmSetting(r.db, "web_public_streams_enabled") &&
  getRealmSetting(r.db, "enable_spectator_access") &&
  inNamedGroup(r, u, getRealmSetting(r.db, "can_create_web_public_channel_group"));
