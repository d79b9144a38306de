import type { Entry } from "./types.ts";

// Users, their settings, custom profile fields, linkifiers and the beyond-seed calls of Zulip's clients: the mutants
// the users, realm and muting rules do not kill, each with why no rule can (server/routes/muting.ts: muting.ts).

const USERS = "server/routes/users.ts";
const SETTINGS = "server/routes/settings.ts";
const FIELDS = "server/routes/profile-fields.ts";
const LINKIFIERS = "server/routes/linkifiers.ts";
const CLIENTS = "server/routes/zulip-clients.ts";
const RENDER = "server/render/user.ts";
const USER_REPO = "server/db/repos/users.ts";
const REALM_REPO = "server/db/repos/realm.ts";

const BY_EMAIL = `op: "GET /users/{email}",`;
const UPDATE = "op: UPDATE,";
const DEACTIVATE = `op: "DELETE /users/{user_id}",`;
const REACTIVATE = `op: "POST /users/{user_id}/reactivate",`;

const NO_MSG = "the msg of an error the spec does not list (PATCH /users/{user_id}, PATCH /realm/filters/{filter_id} and POST /realm/profile_fields list none of these): not specified";

export const TRIAGE: Entry[] = [
  // ---------------------------------------------------------------- server/routes/users.ts
  { file: USERS, code: "ctx.params.include_custom_profile_fields ?? false", category: "equivalent", reason: "the parameter parser fills the spec's default (false) before the handler runs: the fallback is never evaluated" },
  { file: USERS, code: "if (role === target.role) return;", category: "not observable", reason: "setting the role a user already has: the seed's owner rules are about adding or removing the owner role; whether an unchanged role is accepted (and sends an event) is not stated" },
  { file: USERS, code: "The owner permission cannot be removed", mutator: "StringLiteral", category: "not observable", reason: NO_MSG },
  { file: USERS, code: "Field id ${id} not found.", category: "not observable", reason: "an unknown custom profile field ID in profile_data: the seed shows no error for it" },
  { file: USERS, code: "if (value === null || value === undefined || value === \"\" || (Array.isArray(value)", category: "not observable", reason: "clearing a value (null, empty text, an empty list): the seed says value is a string whose format per field type is not shown, and states no clearing" },
  { file: USERS, code: "if (rendered !== null) cpf.rendered_value = rendered;", mutator: "ConditionalExpression", replacement: /^false$/, category: "not observable", reason: "rendered_value is for the field types that render Markdown, which the seed does not name (statements.yaml: events.person-custom-profile-field, partly): its absence cannot be told from a type that does not render" },
  { file: USERS, region: BY_EMAIL, code: "userByEmail(ctx.db, email) ?? userByDeliveryEmail(ctx.db, email)", category: "equivalent", reason: "every user of the development realm has the same API email and delivery email, and no operation changes either" },
  { file: USERS, region: UPDATE, code: "accessUser(ctx, ctx.params.user_id, { allowBots: true, allowDeactivated: true })", mutator: "ObjectLiteral", category: "equivalent", reason: "accessUser refuses bots and deactivated users only when told false; undefined options allow both, as true does" },
  { file: USERS, region: UPDATE, code: "accessUser(ctx, ctx.params.user_id, { allowBots: true, allowDeactivated: true })", category: "not observable", reason: "which users PATCH /users/{user_id} may target (bots, deactivated users) is not stated; its stated refusals are guest-admin and the owner rules" },
  { file: USERS, region: UPDATE, code: "if (name !== target.full_name)", category: "not observable", reason: "a full_name equal to the current one: the seed does not tie a realm_user event to the operation, nor say whether a no-op sends one" },
  { file: USERS, region: UPDATE, code: "if (p.is_admin !== undefined || p.is_guest !== undefined)", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "without the legacy flags admin and guest are the user's own state, so the role worked out is the user's role and changeRole returns at once" },
  { file: USERS, region: UPDATE, code: ": wasAdmin || wasGuest", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "the flags exist only below level 8, where every role is an owner or administrator (wasAdmin), a member or a guest: for a member the member role is its own" },
  { file: USERS, region: DEACTIVATE, category: "not observable", reason: "DELETE /users/{user_id} is beyond the seed (x-beyond-seed, x-errors: []; the seed shows deactivation but not its trigger): its targets, permissions and refusals are not specified" },
  { file: USERS, region: REACTIVATE, category: "not observable", reason: "POST /users/{user_id}/reactivate is beyond the seed (x-beyond-seed; the seed shows reactivation but not its trigger): its targets, permissions and refusals are not specified" },

  // ---------------------------------------------------------------- server/routes/settings.ts (PATCH /settings: beyond the seed)
  { file: SETTINGS, code: /if \(tz === ""\) return true;|new Intl\.DateTimeFormat\("en", \{ timeZone: tz \}\);|return false;|^\s*\} catch \{/, category: "not observable", reason: "PATCH /settings is beyond the seed (x-beyond-seed): which time zones it takes is Zulip's" },
  { file: SETTINGS, code: /Invalid default_language|is not a recognized time zone|if \(!validTimezone\(value\)\)/, category: "not observable", reason: "PATCH /settings is beyond the seed (x-beyond-seed): which languages and time zones it refuses, and its msgs, are Zulip's" },
  { file: SETTINGS, region: "function updateSettings(ctx: Ctx) {", code: /p\.full_name !== undefined|name !== me\.full_name|full_name: name/, category: "not observable", reason: "full_name through PATCH /settings (beyond the seed): the seed ties only user_settings events to settings changes, and full_name is not a setting it lists" },
  { file: SETTINGS, code: `const language = name === "default_language"`, mutator: "ConditionalExpression", category: "equivalent", reason: "for another setting LANGUAGE_NAMES[value] is undefined (no setting value is a language code) and an undefined language_name is left out of the JSON event" },
  { file: SETTINGS, code: "if (modern) ctx.emit([me.id], { type: \"user_settings\"", mutator: "ConditionalExpression", category: "not observable", reason: "user_settings events from a server older than level 89: the seed says when the type came, not that an older server must not send it" },
  { file: SETTINGS, code: /if \(DISPLAY_SETTINGS\.has\(name\)\)|if \(NOTIFICATION_SETTINGS\.has\(name\)\)/, mutator: "ConditionalExpression", category: "not observable", reason: "which settings are display settings and which notification settings (update_display_settings or update_global_notifications) the seed does not list" },

  // ---------------------------------------------------------------- server/routes/profile-fields.ts
  { file: FIELDS, code: /Field must have at least one choice|is not a dict|is not a string|cannot be blank|must not have duplicate choices/, mutator: "StringLiteral", category: "not observable", reason: NO_MSG },
  { file: FIELDS, code: "if (entries.length === 0)", category: "not observable", reason: "a list of options with no option: the seed gives the options' shape, not a least number of them" },
  { file: FIELDS, code: `if (option[k].trim() === "")`, category: "not observable", reason: "blank option text or order: the seed says both are strings, not that they are non-blank" },
  { file: FIELDS, code: "if (texts.has(option.text))", category: "not observable", reason: "two options with the same text: the seed does not say option texts differ" },
  { file: FIELDS, code: "Array.isArray(option)", mutator: "ConditionalExpression", category: "equivalent", reason: "a list option has no text or order member, so the string check below refuses it anyway" },
  { file: FIELDS, region: "function checkExternalAccountData(", category: "not observable", reason: "field_data of an external account field (type 7): the seed says its shape is not shown" },
  { file: FIELDS, code: /checkExternalAccountData\(data \?\? \{\}\)|name = EXTERNAL_ACCOUNT_NAMES\[data\.subtype\]|const EXTERNAL_ACCOUNT_NAMES/, category: "not observable", reason: "external account fields (type 7): the seed says the shape of their field_data is not shown; the label Zulip fills in from it is Zulip's" },
  { file: FIELDS, code: `let name: string = (p.name ?? "").trim();`, category: "not observable", reason: "name is optional in the seed; whether a missing or blank name is refused, and whether it is trimmed, is not stated" },
  { file: FIELDS, code: `if (name === "") throw badRequest("Label cannot be blank.");`, category: "not observable", reason: "name is optional in the seed; whether a missing or blank name is refused is not stated" },
  { file: FIELDS, code: /max_profile_field_name_length|max_profile_field_hint_length/, category: "not observable", reason: "the lengths of a profile field's name and hint: the seed states no limit for them" },
  { file: FIELDS, code: `const hint: string = p.hint ?? "";`, category: "not observable", reason: "the hint of a field created without one: the seed does not say what it is" },
  { file: FIELDS, code: "if (fields.some((f) => f.name.toLowerCase() === name.toLowerCase()))", category: "not observable", reason: "two fields with the same name: the seed does not say names differ" },
  { file: FIELDS, code: /Field type not supported for display in profile summary|custom profile fields can be displayed in the profile summary/, mutator: "StringLiteral", category: "not observable", reason: NO_MSG },
  { file: FIELDS, code: `field_data: type === 3 || type === 7 ? JSON.stringify(data) : ""`, mutator: "ConditionalExpression", replacement: /^false$/, category: "not observable", reason: "whether the field_data of an external account field (type 7) is kept: its shape is not shown" },
  { file: FIELDS, code: `ctx.emit(realmAudience(ctx), () => ({ type: "custom_profile_fields"`, category: "not observable", reason: "the custom_profile_fields event is not in the seed (neither in its event types nor tied to the operation)" },

  // ---------------------------------------------------------------- server/routes/linkifiers.ts

  { file: LINKIFIERS, code: `if (pattern.trim() === "")`, category: "not observable", reason: "an empty or blank pattern: the seed says pattern is a regular expression (an empty one is one), not that it is refused" },
  { file: LINKIFIERS, code: /Group '\$\{[vg]\}' in|"Linkifier not found\."|\.replace\(\/\^Invalid regular expression: \/, ""\)/, mutator: "StringLiteral", category: "not observable", reason: NO_MSG },
  { file: LINKIFIERS, code: /\.replace\(\/\^Invalid regular expression: \/, ""\)/, category: "not observable", reason: NO_MSG },
  { file: LINKIFIERS, code: "for (const v of vars) if (!groups.includes(v))", category: "not observable", reason: "a template variable that is no group of the pattern: the seed says groups are inserted as {name}, not that other variables are refused" },
  { file: LINKIFIERS, code: "for (const g of groups) if (!vars.includes(g))", category: "not observable", reason: "a group of the pattern the template does not use: the seed does not say it is refused" },

  { file: LINKIFIERS, code: "return [...pattern.matchAll(/\\(\\?P?<(", mutator: "Regex", replacement: /^\/\\\(\\\?P</, category: "not observable", reason: "named groups in the (?<name>) syntax: the seed does not say which regular expression syntax names groups" },
  { file: LINKIFIERS, code: /const expr = inner\.replace|const name = v\.replace\(/, category: "not observable", reason: "RFC 6570 operators ({+x}) and modifiers ({x*}, {x:3}): the seed says groups are inserted as {name}; templates with operators are not stated" },
  { file: LINKIFIERS, code: `if (!/^[A-Za-z0-9_]+$/.test(name)) throw ctx.error("invalid-url-template");`, category: "not observable", reason: "an invalid variable name is never a group name, so the group check refuses the template anyway (with another msg; PATCH lists none)" },
  { file: LINKIFIERS, code: `return "x";`, category: "not observable", reason: "only the scheme check reads the expanded text (an absolute http(s) URL): Zulip's, not the seed's" },
  { file: LINKIFIERS, code: `if (/[{}\\s]/.test(stripped) || stripped === "")`, category: "equivalent", reason: "an empty template (or one of only expressions) is no absolute URL, which the scheme check below refuses anyway" },
  { file: LINKIFIERS, code: `ctx.emit(realmAudience(ctx), () => ({ type: "realm_linkifiers"`, category: "not observable", reason: "the realm_linkifiers event is not in the seed (neither in its event types nor tied to the operation)" },

  // ---------------------------------------------------------------- server/routes/zulip-clients.ts
  { file: CLIENTS, category: "not observable", reason: "GET /users, GET /users/me/subscriptions, GET /get_stream_id and POST /realm/filters are beyond the seed (x-beyond-seed): Zulip's client calls, their behaviour (and the realm_linkifiers event, not in the seed) unspecified" },

  // ---------------------------------------------------------------- server/render/user.ts
  { file: RENDER, region: "export function avatarUrl(", category: "not observable", reason: "the text of an avatar URL (its hash, size and version parameters) is not specified: avatar_url is a string" },
  { file: RENDER, code: "MARKDOWN_FIELD_TYPES.has(v.field_type) && v.rendered_value !== null", category: "not observable", reason: "rendered_value is for the field types that render Markdown, which the seed does not name; a Markdown type's value is always stored rendered" },
  { file: RENDER, code: "export const MARKDOWN_FIELD_TYPES = new Set([1, 2]);", category: "not observable", reason: "which field types render Markdown (and carry rendered_value) the seed does not name" },
  { file: RENDER, code: "is_billing_admin: u.is_billing_admin === 1,", mutator: "ConditionalExpression", replacement: /^false$/, category: "equivalent", reason: "no account of the development realm is a billing administrator, and no operation of the spec makes one" },
  { file: RENDER, code: "is_active: u.is_active === 1,", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "GET /users/me answers only active users (a deactivated user's key is refused)" },
  { file: RENDER, code: "const delivery = realEmail || u.is_bot", category: "equivalent", reason: "canSeeRealEmail is true for every pair in the development realm (email_address_visibility everyone): the other operands are never read" },
  { file: RENDER, code: `if (delivery !== null || spec.since("User.delivery_email @changed"))`, category: "not observable", reason: "delivery is never null in the development realm; below level 163 when delivery_email is present the seed does not say (from 163: always)" },
  { file: RENDER, code: "if (u.is_bot) out.bot_owner_id = u.bot_owner_id;", mutator: "ConditionalExpression", replacement: /^true$/, category: "not observable", reason: "bot_owner_id (null) on a person's user object: the seed describes it as a bot's owner, not whether non-bots carry it" },

  // ---------------------------------------------------------------- server/db/repos/users.ts
  { file: USER_REPO, code: "if (keys.length === 0) return;", category: "equivalent", reason: "updateUser is never called with an empty patch" },
  { file: USER_REPO, code: "keys.map((k) => `${k} = ?`).join(\", \")", mutator: "StringLiteral", category: "equivalent", reason: "updateUser is only ever called with one column" },
  { file: USER_REPO, region: "export function storeSetting(", category: "not observable", reason: "stored settings are read only by POST /register (shape not shown) and by the drafts synchronization setting (not in the seed); PATCH /settings is beyond the seed" },
  { file: USER_REPO, code: "DELETE FROM custom_profile_values WHERE user_id = ? AND field_id = ?", category: "not observable", reason: "clearing a profile value: the seed states no clearing (value is a string whose format per field type is not shown)" },
  { file: USER_REPO, code: /export const activeUserIds|export const profileValues = /, category: "equivalent", reason: "dead code: nothing calls it" },
  { file: USER_REPO, code: "SELECT * FROM custom_profile_values WHERE user_id = ? ORDER BY field_id", category: "equivalent", reason: "dead code: profileValues is called by nothing" },

  // ---------------------------------------------------------------- server/db/repos/realm.ts
  { file: REALM_REPO, code: /SELECT \* FROM attachments WHERE owner_id|SELECT message_id FROM attachment_messages|export const attachmentsOf|export const attachmentMessageIds/, category: "not observable", reason: "the attachment list (GET /attachments, beyond the seed: shape not shown) and the attachment event's upload_space_used (payload not shown)" },
  { file: REALM_REPO, region: "export function deleteAttachment(", category: "not observable", reason: "deleting an existing upload: no seed operation yields an attachment's ID (no upload operation; GET /attachments' shape and the attachment event's payload are not shown), so no rule can name one to delete" },
];
