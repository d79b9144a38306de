import type { Entry } from "./types.ts";

// Channels: GET/PATCH /streams (routes/streams.ts), subscribing and leaving (routes/subscriptions.ts, beyond the
// seed), channel objects and subscription entries (render/stream.ts) and their repository (db/repos/streams.ts).
const R = "server/routes/streams.ts";
const S = "server/routes/subscriptions.ts";
const O = "server/render/stream.ts";
const D = "server/db/repos/streams.ts";

const STREAM_EVENTS = "stream events: their payloads are not shown and which operations emit them is not shown (seed, Events)";
const BEYOND = "POST/DELETE /users/me/subscriptions are beyond the seed (x-beyond-seed): their responses, errors and checks are not specified";
const UNLISTED_MSG = "the msg of an error PATCH /streams/{stream_id} does not list (its x-errors: invalid-channel-id, invalid-parameters); the refusal itself is read";

export const TRIAGE: Entry[] = [
  // ---------------------------------------------------------------- routes/streams.ts
  { file: R, code: "if (permissionChange) {", replacement: /^true$/, category: "not observable", reason: "an update without privacy parameters then writes the same privacy back and sends a stream event of the unchanged invite_only: " + STREAM_EVENTS },
  { file: D, code: "export const anyWebPublicStream", replacement: /^\(\) => undefined$/, category: "not observable", reason: "realm_web_public_access_enabled is then left out of GET /server_settings, which the seed allows (\"Not every attribute is guaranteed\"); false where true is due is read by the round-trip rule" },
  { file: R, code: "const n = name.trim();", category: "not observable", reason: "whether a new name is trimmed: the seed limits new_name by its length only" },
  { file: R, code: `if (n === "") throw badRequest`, category: "not observable", reason: "refusing an empty channel name: the seed limits new_name by its length only, and the error is not one PATCH lists" },
  { file: R, code: "Channel name too long (limit:", mutator: "StringLiteral", category: "not observable", reason: UNLISTED_MSG },
  { file: R, code: "for (let i = 0; i < n.length; i++)", mutator: "EqualityOperator", replacement: /<=/, category: "equivalent", reason: "charCodeAt one past the end is NaN, which no test refuses" },
  { file: R, code: "for (let i = 0; i < n.length; i++)", category: "not observable", reason: "skipping the character check of a channel name: which characters a name may not have is not in the seed (it limits new_name by length only)" },
  { file: R, code: "if (c < 0x20 || c === 0x7f ||", category: "not observable", reason: "which characters a channel name may not have (control characters, non-characters) is not in the seed, which limits new_name by length only; the error and its msg are not listed" },
  { file: R, code: "description is too long (limit:", mutator: "StringLiteral", category: "not observable", reason: UNLISTED_MSG },
  { file: R, code: `if (d.includes("\\u0000"))`, category: "not observable", reason: "null bytes in a channel description: the seed says nothing of them (only of drafts)" },
  { file: R, code: `return d.replace(/\\n/g, " ");`, category: "not observable", reason: "how a newline in a channel description is stored: not in the seed" },
  { file: R, region: "export const streamAudience", category: "not observable", reason: `who gets stream and peer subscription events: ${STREAM_EVENTS}` },
  { file: R, region: "function emitStreamUpdate(", category: "not observable", reason: STREAM_EVENTS },
  { file: R, code: /emitStreamUpdate\(ctx, s, "/, category: "not observable", reason: STREAM_EVENTS },
  { file: R, code: /^\s*if \(typeof raw === "number" && Number\.isSafeInteger\(raw\) && raw >= 1\)/, replacement: /^true$/, category: "not observable", reason: "accepting 0 or negative days: the seed does not say which numbers of days are refused" },
  { file: R, code: /^\s*if \(typeof raw === "number" && Number\.isSafeInteger\(raw\) && raw >= 1\)/, category: "equivalent", reason: "only integers and the enum words reach it (the parameter parser refuses anything else), and the words are handled before" },
  { file: R, code: `if (typeof raw === "string" && /^[0-9]+$/.test(raw)`, category: "equivalent", reason: "dead code: the parameter parser lets only integers and the enum words through, so a numeric string never reaches it" },
  { file: R, code: "Bad value for 'message_retention_days'", mutator: "StringLiteral", replacement: /^``$/, category: "not observable", reason: UNLISTED_MSG },
  { file: R, code: "Bad value for 'message_retention_days'", category: "equivalent", reason: "raw is always a number here (strings never reach it), and String and JSON.stringify of an integer agree" },
  { file: R, code: "must be a system user group.", mutator: "StringLiteral", category: "not observable", reason: UNLISTED_MSG },
  { file: R, code: "setting cannot be set to", mutator: "StringLiteral", category: "not observable", reason: UNLISTED_MSG },
  { file: R, code: "const ownerSubscribed = new Set(me.is_bot && me.bot_owner_id ?", category: "equivalent", reason: "a user without an owner has none whose subscriptions could count (no user has ID null), and a set of strings holds no channel ID" },
  { file: R, code: "if (p.include_default && s.is_default) return true;", category: "not observable", reason: "include_default reads two ways (default channels selected too, or only the is_default annotation); the seed allows both, so the list rules accept both" },
  { file: R, code: "picked.sort(", category: "not observable", reason: "the order of GET /streams: the seed does not order the list" },
  { file: R, code: "Channel already has that name!", category: "not observable", reason: "renaming a channel to its own name: the seed does not say it is refused" },
  { file: R, code: "if (clash && clash.id !== s.id)", category: "not observable", reason: "two channels with one name: the seed does not say names are unique (stream_id is the unique ID)" },
  { file: R, code: "if (webPublic && !s.is_web_public && !canMakeWebPublic(ctx, me))", category: "not observable", reason: "the server setting, organization setting and create_web_public_stream_policy that allow web-public channels cannot be set over the API (seed: named only)" },
  { file: R, code: "const willBeDefault = p.is_default_stream ?? s.is_default === 1;", category: "not observable", reason: "the seed does not say a default channel cannot be made private" },
  { file: R, code: "if (isPrivate && willBeDefault)", category: "not observable", reason: "the seed does not say a default channel cannot be made private" },
  { file: R, code: "if (p.is_default_stream && fresh.invite_only)", category: "not observable", reason: "the seed does not say a private channel cannot be made default" },
  { file: R, code: "if ((fresh.is_default === 1) !== p.is_default_stream)", replacement: /^true$/, category: "not observable", reason: "setting is_default to the value it has: same state; only a default_streams event (not in the seed's event list) differs" },
  { file: R, code: "if (policy === undefined && p.is_announcement_only !== undefined)", replacement: /^true$/, category: "not observable", reason: "which of stream_post_policy and the deprecated is_announcement_only wins when both are sent: not in the seed" },
  { file: R, region: "ctx.emit(realmAudience(ctx), {", category: "not observable", reason: "default_streams events are not in the seed's list of event types" },
  // ---------------------------------------------------------------- routes/subscriptions.ts
  { file: S, code: /op: "(add|remove|peer_add|peer_remove)"/, mutator: "StringLiteral", category: "not observable", reason: "the op values of subscription events are not shown (seed, Events)" },
  { file: S, code: "if (streams.length === 0) return;", category: "not observable", reason: "a subscription event with an empty list when nothing was added: the seed says when the event is sent, not that it is never sent otherwise" },
  { file: S, region: "function emitAdd(", code: "for (const s of streams) {", category: "not observable", reason: "peer_add events to other users: the subscription event's ops and these notices are not shown" },
  { file: S, code: "const others = streamAudience(ctx, s)", category: "not observable", reason: "peer_add events to other users: the subscription event's ops and these notices are not shown" },
  { file: S, code: `ctx.emit(others, { type: "subscription", op: "peer_add"`, category: "not observable", reason: "peer_add events to other users: the subscription event's ops and these notices are not shown" },
  { file: S, code: `ctx.emit(streamAudience(ctx, s), { type: "stream", op: "create"`, category: "not observable", reason: STREAM_EVENTS },
  { file: S, region: "ctx.emit(streamAudience(ctx, streamById(db, s.id)!)", category: "not observable", reason: "peer_remove events to other users: the subscription event's ops and these notices are not shown" },
  { file: S, region: "function principals(", category: "not observable", reason: BEYOND },
  { file: S, region: "function subscribeRoute(", category: "not observable", reason: BEYOND },
  { file: S, region: "function unsubscribeRoute(", category: "not observable", reason: `${BEYOND} (who may unsubscribe others: statement channel.can-remove-subscribers-group, partly)` },
  // ---------------------------------------------------------------- render/stream.ts
  { file: O, code: "stream_weekly_traffic:", category: "not observable", reason: "stream_weekly_traffic is an estimate the seed gives no formula for (null when no estimate is given)" },
  { file: O, code: "const WEEK = 7 * 24 * 3600;", category: "not observable", reason: "stream_weekly_traffic is an estimate the seed gives no formula for (null when no estimate is given)" },
  { file: O, region: "export function streamEmail(", category: "not observable", reason: "email_address of entries (until level 226): its content is not in the seed" },
  { file: O, code: "const nullableBool =", replacement: /^(true|v !== 1)$/, category: "equivalent", reason: "no operation sets a subscription's notification settings, so they are always null: the non-null branch is dead" },
  { file: O, code: "const nullableBool =", replacement: /^(false|v !== null)$/, category: "not observable", reason: "false instead of null (inherit) for a new subscription's notification settings: the seed allows either value and does not say a new subscription inherits" },
  { file: O, code: "pin_to_top: sub.pin_to_top === 1,", replacement: /^false$/, category: "equivalent", reason: "no operation pins a subscription: pin_to_top is always 0" },
  { file: O, code: "is_muted: sub.is_muted === 1,", replacement: /^false$/, category: "equivalent", reason: "no operation mutes a channel subscription: is_muted is always 0" },
  { file: O, code: "in_home_view: sub.is_muted !== 1,", replacement: /^true$/, category: "equivalent", reason: "no operation mutes a channel subscription: is_muted is always 0" },
  { file: O, code: "pin_to_top: sub.pin_to_top === 1,", category: "not observable", reason: "a new subscription's pin_to_top value: the seed gives the type only" },
  // ---------------------------------------------------------------- db/repos/streams.ts
  { file: D, code: "const COLORS = [", mutator: "StringLiteral", category: "not observable", reason: "the colours given to new subscriptions: the seed says only that color is a string" },
  { file: D, code: "if (keys.length === 0) return;", replacement: /^false$/, category: "equivalent", reason: "no caller passes an empty patch" },
  { file: D, code: "if (existing?.active) return false;", category: "not observable", reason: "subscribing an active subscriber again: same state; only the beyond-seed response (already_subscribed) and a repeated add event differ" },
  { file: D, code: "WHERE user_id = ? AND stream_id = ? AND active = 1\", userId, streamId).changes > 0", replacement: />= 0/, category: "not observable", reason: "leaving a channel one is not in: same state; only the beyond-seed response (not_removed) and a remove event differ" },
  { file: D, code: "SELECT min(id) AS id FROM messages WHERE stream_id = ?", mutator: "OptionalChaining", category: "equivalent", reason: "an aggregate query always returns one row" },
];
