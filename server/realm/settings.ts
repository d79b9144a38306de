// Organization settings of the development realm and the permission checks built on them. Values
// follow Zulip's defaults except where noted; the README lists who may do what.
import type { DB } from "../db/connection.ts";
import { groupByName, isUserInGroup } from "../db/repos/groups.ts";
import { realmSetting } from "../db/repos/realm.ts";
import type { UserRow } from "../db/repos/users.ts";

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
  invitation_link_validity_minutes: 14400, // INVITATION_LINK_VALIDITY_MINUTES
  // Invitations per day. Zulip's default realm limit is 100; a development server is exercised by test
  // suites, so the limit is higher here.
  max_invites_per_day: 5000,
  message_retention_days: -1,
};

type RealmSettingName = keyof typeof DEFAULT_REALM_SETTINGS;

export function getRealmSetting<K extends RealmSettingName>(db: DB, name: K): (typeof DEFAULT_REALM_SETTINGS)[K] {
  return realmSetting(db, name, DEFAULT_REALM_SETTINGS[name]);
}

function inNamedGroup(db: DB, user: UserRow, groupName: string): boolean {
  const g = groupByName(db, groupName);
  return g ? isUserInGroup(db, user, g.id) : false;
}

export const canInviteUsers = (db: DB, u: UserRow) => inNamedGroup(db, u, getRealmSetting(db, "can_invite_users_group"));
export const canSubscribeOthers = (db: DB, u: UserRow) => inNamedGroup(db, u, getRealmSetting(db, "can_add_subscribers_group"));
export const canMakeWebPublic = (db: DB, u: UserRow) =>
  getRealmSetting(db, "web_public_streams_enabled") &&
  getRealmSetting(db, "enable_spectator_access") &&
  inNamedGroup(db, u, getRealmSetting(db, "can_create_web_public_channel_group"));
