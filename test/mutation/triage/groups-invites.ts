import type { Entry } from "./types.ts";

// User groups and invitations: what the seed leaves out of POST /user_groups/create, PATCH /user_groups/{id} and
// POST /invites (group-name rules, refusal messages without an x-errors row, events, the stored invitation, who may
// do what beyond the stated rules), and system-group internals no operation shows.
const UG = "server/routes/user-groups.ts";
const RENDER = "server/render/group.ts";
const REPO = "server/db/repos/groups.ts";
const INV = "server/routes/invites.ts";

const EVENTS = "which operations emit events beyond drafts and user settings, and the user_group payload, are not shown (Events)";
const STORED = "the fields of a stored invitation are not shown and no operation of the seed reads one (Invitation: not shown)";
const DAILY = "the daily invitation limit (its value, when it applies) is not shown; only that daily_limit_reached is a boolean, and the rules treat a reached limit as nothing to test";

export const TRIAGE: Entry[] = [
  // ---------------------------------------------------------------- server/routes/user-groups.ts
  { file: UG, region: "function checkGroupName(", code: "if (clash && clash.id !== exceptId)", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "the name is checked on update only when it differs from the group's own, so a group holding it is always another group (and on create always)" },
  { file: UG, region: "function checkGroupName(", category: "not observable", reason: "group-name rules (trimming, empty, length limit, reserved prefixes, uniqueness) and their messages are not in the seed; create and update list only invalid-member and invalid-user-group" },
  { file: UG, code: /setting = "can_mention_group"|setting cannot be set to/, category: "not observable", reason: "the message of the role:internet / role:owners refusal is not shown (no x-errors row); the refusal itself is checked" },
  { file: UG, code: `type: "user_group", op: "add"`, category: "not observable", reason: EVENTS },
  { file: UG, code: `!ctx.spec.hasRole(ctx.me, "moderator")`, category: "not observable", reason: "who may update a group besides the system-group rule is x-unspecified (x-permission-rules zulip-members-update-groups)" },
  { file: UG, code: "No new data supplied", category: "not observable", reason: "an update with no field at all: every field is optional and the seed states no error for none (either reading is consistent)" },
  { file: UG, code: /p\.name !== undefined && p\.name !== g\.name|p\.description !== undefined && p\.description !== g\.description/, mutator: "ConditionalExpression", category: "not observable", reason: "re-sending the group's current name or description: the state is the same; only the user_group event (not shown) differs" },
  { file: UG, code: /p\.description !== undefined && p\.description !== g\.description/, mutator: "LogicalOperator", category: "not observable", reason: "a missing or unchanged description written again as itself: the state is the same; only the user_group event (not shown) differs" },
  { file: UG, code: "raw !== null", mutator: "ConditionalExpression", category: "equivalent", reason: "the request schema refuses a null can_mention_group before the handler (GroupSettingValue / the {new, old} object)" },
  { file: UG, code: "'old' value does not match", category: "not observable", reason: "the message of the mismatched-old refusal is not shown (no x-errors row); the refusal and the unchanged setting are checked" },
  { file: UG, code: "if (!sameSetting(next, current)) data.can_mention_group", mutator: "ConditionalExpression", category: "not observable", reason: "setting can_mention_group to its current value: the state is the same; only the user_group event (not shown) differs" },
  { file: UG, region: "if (Object.keys(data).length > 0) {", category: "not observable", reason: EVENTS },

  // ---------------------------------------------------------------- server/render/group.ts
  { file: RENDER, code: /typeof v === "number"|v\.direct_members\.length === 0 && v\.direct_subgroups\.length === 1/, category: "not observable", reason: "an object of one subgroup and no members answered as that group's ID or as the object: the same setting, and the seed does not say which form comes back" },
  { file: RENDER, code: "direct_members: [...new Set(v.direct_members)]", category: "not observable", reason: "order and repeats inside a group-setting object's lists are not specified (the seed's lists of members and subgroups are compared as sets)" },

  // ---------------------------------------------------------------- server/routes/invites.ts
  { file: INV, code: "const EMAIL =", category: "not observable", reason: "which strings are valid addresses is not in the seed (INVITATION_FAILED is stated only for invitees who have accounts)" },
  { file: INV, code: "license_limit_reached: false, daily_limit_reached: o.daily ?? false", category: "not observable", reason: "license_limit_reached is a boolean whose meaning is not shown; " + DAILY },
  { file: INV, code: "if (!canInviteUsers(ctx, me))", category: "not observable", reason: "who may send invitations is x-unspecified (POST /invites: beyond the errors, not shown); the refusal's error is checked for a guest the server refuses" },
  { file: INV, code: `if (asName === "owner" || asName === "administrator") throw roleRequired(asName);`, category: "not observable", reason: "which refusal (and message) an invite_as above the caller gets is not shown; that it is refused is checked for every role" },
  { file: INV, code: `if (!raw || raw.trim() === "")`, category: "not observable", reason: "a blank list is the same no-email error two checks later (no address after splitting); only a non-positive expiry, whose refusal is not specified, would be seen first" },
  { file: INV, code: "p.include_realm_default_subscriptions ?? false", category: "not observable", reason: STORED },
  { file: INV, region: `if (ctx.sent.has("invite_expires_in_minutes")) {`, category: "not observable", reason: "the stored expiry is not shown, and a zero or negative expiry is not in the seed (null and positive values are checked at every level)" },
  { file: INV, code: "if (streamIds.length > 0 && !canSubscribeOthers(ctx, me))", mutator: "ConditionalExpression", replacement: /^false$/, category: "not observable", reason: "who may subscribe others is not shown; a server letting the inviter subscribe others takes the channels (the refusal is checked when it refuses)" },
  { file: INV, code: /!EMAIL\.test\(e\)|if \(invalid\.length > 0\)|Some emails did not validate|"Invalid address\."|^\s*\{ sent: false \},$/, category: "not observable", reason: "invalid addresses are not in the seed (INVITATION_FAILED is stated only for invitees who have accounts)" },
  { file: INV, code: /else if \(existing\.is_active\)|"Account has been deactivated\."/, category: "not observable", reason: "the reason string and the boolean of an errors triple are not shown (x-unspecified); an active and a deactivated account both give a triple, which is checked" },
  { file: INV, code: "We weren't able to invite anyone.", mutator: "StringLiteral", category: "not observable", reason: "INVITATION_FAILED has no msg in the seed (its x-errors row has none)" },
  { file: INV, code: /max_invites_per_day|To protect users|\{ sent: false, daily: true \}|^\s+\[\],$/, category: "not observable", reason: DAILY },
  { file: INV, code: /expiresIn === null \? null|includeDefaults \? 1 : 0|p\.notify_referrer_on_join === false \? 0 : 1/, category: "not observable", reason: STORED },
  { file: INV, code: /activeUsers\(db\)\.filter|type: "invites_changed"/, category: "not observable", reason: "invites_changed is not among the seed's event types, and which operations emit events is not shown (Events)" },
  { file: INV, code: "Some of those addresses are already using Zulip", mutator: "StringLiteral", category: "not observable", reason: "INVITATION_FAILED has no msg in the seed (its x-errors row has none)" },
  { file: INV, code: "{ sent: true, commit: true },", mutator: "BooleanLiteral", category: "not observable", reason: "whether the other invitations are kept when some invitees have accounts: " + STORED },

  // ---------------------------------------------------------------- server/db/repos/groups.ts
  { file: REPO, region: "export const SYSTEM_GROUPS", category: "not observable", reason: "system groups' descriptions, their direct members and which roles belong to them are not shown: the seed names only role:internet and role:owners (as groups the mention setting refuses)" },
  { file: REPO, region: "export function directMembers(", category: "not observable", reason: "which users a system group lists as members is not shown by the seed" },
  { file: REPO, code: "(r) => r.subgroup_id", category: "equivalent", reason: "no operation adds a subgroup to a user-defined group: the list mapped is always empty" },
  { file: REPO, region: "export function directSubgroups(", category: "not observable", reason: "which subgroups a system group lists is not shown by the seed" },
  { file: REPO, code: "if (seen.has(groupId)) return false;", category: "equivalent", reason: "the groups form no cycle (system groups a chain, user-defined groups without subgroups): no group is visited twice" },
  { file: REPO, code: "if (!g || !user.is_active) return false;", category: "not observable", reason: "membership is asked for existing groups only, and a deactivated user's membership allows nothing a deactivated account could show (it cannot call the API)" },
  { file: REPO, code: "?.atLeast", mutator: "OptionalChaining", category: "equivalent", reason: "only system groups reach this line, and every system group is in SYSTEM_GROUPS" },
  { file: REPO, region: "export function isUserInGroup(", category: "not observable", reason: "who belongs to which group decides only permissions the seed leaves unspecified (who may invite, subscribe others, update a group)" },
  { file: REPO, region: "export function isUserInSetting(", category: "equivalent", reason: "dead code: nothing calls isUserInSetting" },
  { file: REPO, code: /g\.subgroups \?\? \[\]|INSERT INTO user_group_subgroups/, category: "equivalent", reason: "no caller passes subgroups (no operation of the seed adds one): the loop inserts nothing either way" },
];
