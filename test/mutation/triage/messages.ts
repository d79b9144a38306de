import type { Entry } from "./types.ts";

// Messages, message rendering, sending (POST /messages, POST /scheduled_messages addressing), GET /messages and
// attachments. "Arrive read": the seed never states that a new message is unread for its receivers (only that
// muting and POST /mark_topic_as_read mark messages read); the rules note a server where it already is.

const MESSAGES = "server/routes/messages.ts";
const FETCH = "server/routes/message-fetch.ts";
const SENDING = "server/routes/sending.ts";
const ATTACHMENTS = "server/routes/attachments.ts";
const RENDER = "server/render/message.ts";
const MARKDOWN = "server/render/markdown.ts";
const REPO = "server/db/repos/messages.ts";

const ARRIVE_READ = "the seed never states that a new message arrives unread (only muting and mark_topic_as_read mark messages read); the rules note a server where it is already read";
const WILDCARD = "the seed does not say which messages mention whom: only that wildcard_mentioned equals stream_ or topic_wildcard_mentioned (read both ways)";
const MESSAGE_EVENT = "message events are not in the seed (neither in its event list nor its operation-to-event ties)";
const FLAGS_EVENT = "the update_message_flags event's payload (and that it is sent) is not shown by the seed";
const CONTENT_HTML = "which HTML a Markdown construct gives is not shown (content is only 'HTML'); the rendered text is read (rendered-content-keeps-text)";

export const TRIAGE: Entry[] = [
  // ---------------------------------------------------------------------------------------------- routes/messages.ts
  { file: MESSAGES, code: "ctx.params.apply_markdown ?? true", mutator: "LogicalOperator", category: "equivalent", reason: "apply_markdown always arrives with its spec default filled in (the right side of ?? is never evaluated)" },
  { file: MESSAGES, code: "ctx.params.apply_markdown ?? true", mutator: "BooleanLiteral", replacement: /^false$/, category: "equivalent", reason: "apply_markdown always arrives with its spec default filled in (the right side of ?? is never evaluated)" },
  { file: MESSAGES, code: "if (!receivers.includes(me.id))", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "pushing the sender twice inserts one row (INSERT OR IGNORE)" },
  { file: MESSAGES, code: "if (!receivers.includes(me.id))", category: "not observable", reason: "whether a sender not subscribed keeps a copy of their channel message (their flags on it) is not stated; POST /messages is beyond the seed" },
  { file: MESSAGES, code: /client: "API"/, mutator: "StringLiteral", replacement: /^""$/, category: "not observable", reason: "the seed does not say how a client names itself (message.client partly: the name is not compared)" },
  { file: MESSAGES, code: "receivers.map((u) => ({ userId: u, read: u === me.id || mutedMe.has(u), wildcardMentioned", category: "not observable", reason: `which receivers hold a new channel message unread (${ARRIVE_READ}; without a copy a public channel message still reads, as read; a sender's own flags are not stated) or wildcard-mentioned (${WILDCARD})` },
  { file: MESSAGES, code: "[...new Set(participants)].map((u) => ({ userId: u, read: u === me.id || mutedMe.has(u) }))", category: "not observable", reason: `who gets a new direct message read: ${ARRIVE_READ}; a sender's own flags are not stated` },
  { file: MESSAGES, code: "is no longer using Zulip", category: "not observable", reason: "direct messages to deactivated users: POST /messages is beyond the seed (x-errors: [])" },
  { file: MESSAGES, code: "receiverFlags(ctx, id).map((r) => [r.userId, r.flags])", category: "not observable", reason: MESSAGE_EVENT },
  { file: MESSAGES, region: "ctx.emit(flagsOf.keys(), (q) => {", category: "not observable", reason: MESSAGE_EVENT },
  { file: MESSAGES, code: "accessStream(ctx, ctx.params.stream_id, { content: true })", category: "not observable", reason: "mark_topic_as_read on a channel the caller may see but not read: POST /mark_topic_as_read has no errors in the spec (x-errors: [])" },
  { file: MESSAGES, code: "No such topic", category: "not observable", reason: "an unknown topic's refusal: POST /mark_topic_as_read has no errors in the spec (x-errors: [])" },
  { file: MESSAGES, region: "if (ids.length > 0)", category: "not observable", reason: FLAGS_EVENT },

  // ---------------------------------------------------------------------------------------------- routes/message-fetch.ts
  { file: FETCH, category: "not observable", reason: "GET /messages is beyond the seed (x-beyond-seed): anchors, windows, narrows and found_* flags are Zulip's; the message objects it returns are render/message.ts's" },

  // ---------------------------------------------------------------------------------------------- routes/attachments.ts
  { file: ATTACHMENTS, region: `op: "GET /attachments"`, category: "not observable", reason: "GET /attachments is beyond the seed (x-beyond-seed; fields of an attachment record are not shown)" },
  { file: ATTACHMENTS, code: "const spaceUsed", category: "not observable", reason: "upload_space_used: GET /attachments is beyond the seed and the attachment event's payload is not shown" },
  { file: ATTACHMENTS, code: "a.owner_id !== ctx.me.id", category: "not observable", reason: "no seed operation uploads a file, so no existing attachment (own or another's) can be named (attachments.delete: unobservable)" },
  { file: ATTACHMENTS, code: /ctx\.emit\(\[ctx\.me\.id\], \{ type: "attachment"/, category: "not observable", reason: "the attachment event's payload is not shown, and no seed operation can create an attachment to delete" },

  // ---------------------------------------------------------------------------------------------- routes/sending.ts
  { file: SENDING, code: "Channel with ID '${id}' does not exist", mutator: "StringLiteral", category: "not observable", reason: "the spec's STREAM_DOES_NOT_EXIST row has no msg (the seed shows none)" },
  { file: SENDING, region: "if (Array.isArray(target)) {", category: "not observable", reason: "a list of channel IDs as `to` of a channel message is not the seed's form (channel ID for channel messages)" },
  { file: SENDING, code: `if (typeof target === "number")`, mutator: "ConditionalExpression", replacement: /^true$/, category: "not observable", reason: "channel names as `to` are Zulip's (POST /messages, beyond the seed); the seed's `to` is an integer" },
  { file: SENDING, region: `if (typeof target === "string") {`, category: "not observable", reason: "channel names as `to` are Zulip's (POST /messages, beyond the seed); the seed's `to` is an integer" },
  { file: SENDING, code: `throw badRequest("Invalid to")`, category: "not observable", reason: "a `to` of another type: the error is not in the spec" },
  { file: SENDING, code: /^\s*if \(!isSubscribed\(ctx\.db, sender\.id, s\.id\) && \(s\.invite_only/, mutator: "ConditionalExpression", replacement: /^false$/, category: "not observable", reason: "posting to a private channel one is not subscribed to (or as a guest to one): the seed states no permission for it" },
  { file: SENDING, code: /^\s*if \(!isSubscribed\(ctx\.db, sender\.id, s\.id\) && \(s\.invite_only/, mutator: "LogicalOperator", replacement: /invite_only && spec\.isRole/, category: "not observable", reason: "posting to a private channel one is not subscribed to (or as a guest to one): the seed states no permission for it" },
  { file: SENDING, code: /throw badRequest\(`Not authorized to send|throw badRequest\("Only organization/, mutator: "StringLiteral", category: "not observable", reason: "POST /messages is beyond the seed (x-errors: []): the msg of a refusal is not specified" },
  { file: SENDING, code: /case 3:|hasRole\(sender, "member"\)/, category: "not observable", reason: "who is a full member depends on a waiting period the seed does not show; administrators (surely full members) are read as allowed" },
  { file: SENDING, code: "const list = Array.isArray(to) ? to : [to]", category: "not observable", reason: "a single user ID as `to` of a direct message is not the seed's form (list of user IDs)" },
  { file: SENDING, code: "if (list.length === 0)", category: "not observable", reason: "an empty recipient list is not the seed's form, and its refusal is not specified" },
  { file: SENDING, code: `if (typeof x === "number")`, mutator: "ConditionalExpression", replacement: /^true$/, category: "not observable", reason: "emails as direct-message recipients are Zulip's (POST /messages, beyond the seed); the seed's `to` lists user IDs" },
  { file: SENDING, region: `if (typeof x === "string") {`, category: "not observable", reason: "emails as direct-message recipients are Zulip's (POST /messages, beyond the seed); the seed's `to` lists user IDs" },
  { file: SENDING, code: /topic === undefined \|\| topic === null/, mutator: "ConditionalExpression", replacement: /^false$/, category: "equivalent", reason: "a form field is never null: topic === null is always false" },
  { file: SENDING, code: `throw badRequest("Missing topic")`, mutator: "StringLiteral", category: "not observable", reason: "the msg of a missing topic's refusal is not specified (the rule reads the refusal)" },
  { file: SENDING, code: `if (String(topic).trim() === "")`, category: "not observable", reason: "whether an empty or blank topic is refused is not stated (required means given; Zulip accepts an empty topic in newer versions)" },

  // ---------------------------------------------------------------------------------------------- render/message.ts
  { file: RENDER, code: `if (!um) return ["read", "historical"]`, mutator: "ConditionalExpression", replacement: /^true$/, category: "not observable", reason: `every message read: ${ARRIVE_READ}` },
  { file: RENDER, code: `if (!um) return ["read", "historical"]`, category: "not observable", reason: "the flags of a public channel message the requester never received are not stated" },
  { file: RENDER, code: "({ userId: um.user_id, flags: flagsOfRow(r, um) })", category: "not observable", reason: MESSAGE_EVENT },
  { file: RENDER, code: "const flags: string[] = []", category: "not observable", reason: "flag names beyond the wildcard ones are not given by the seed (flags: list of string, the requester's)" },
  { file: RENDER, code: `if (um.read) flags.push("read")`, mutator: "ConditionalExpression", replacement: /^true$/, category: "not observable", reason: `every message read: ${ARRIVE_READ}` },
  { file: RENDER, code: /if \(um\.(starred|mentioned|has_alert_word)\)/, replacement: /^false$|^""$/, category: "equivalent", reason: "no operation sets starred, mentioned or has_alert_word (dead code)" },
  { file: RENDER, code: /if \(um\.(starred|mentioned|has_alert_word)\)/, category: "not observable", reason: "the seed names no starred, mentioned or has_alert_word flag (flags: list of string, the requester's)" },
  { file: RENDER, region: "if (um.wildcard_mentioned) {", category: "not observable", reason: `${WILDCARD}; before 224 the seed does not say the newer flags were absent` },
  { file: RENDER, code: `return streamById(db, m.stream_id)?.name ?? ""`, category: "equivalent", reason: "a message's channel always exists (channels cannot be deleted)" },
  { file: RENDER, code: "is_mirror_dummy: false", category: "not observable", reason: "the seed names is_mirror_dummy but not its meaning or value" },
  { file: RENDER, code: "avatar_url: o.clientGravatar && canSeeRealEmail(viewer, sender) ? null", mutator: "ConditionalExpression", replacement: /^false$/, category: "not observable", reason: "avatar_url is null *only* when client_gravatar was true: never null is allowed" },
  { file: RENDER, code: "topic_links: m.stream_id !== null ?", mutator: "ConditionalExpression", replacement: /^true$/, category: "equivalent", reason: "a direct message's subject is empty, and linkifiers skip empty matches: the same empty list" },
  { file: RENDER, code: "topic_links: m.stream_id !== null ?", mutator: "ObjectLiteral", category: "not observable", reason: "the fields of a topic link are not shown (x-unspecified)" },
  { file: RENDER, code: "if (m.last_edit_timestamp !== null)", replacement: /^false$|^\{\}$/, category: "not observable", reason: "no seed operation edits a message; 'absent if never edited' and 'edit_history absent if viewing is disabled' hold when both are absent" },
  { file: RENDER, code: "if (m.edit_history)", replacement: /^true$/, category: "equivalent", reason: "every edited message has a stored history (no operation edits without one)" },
  { file: RENDER, code: "if (m.edit_history)", category: "not observable", reason: "edit_history may be absent (the organization may disable viewing it)" },

  // ---------------------------------------------------------------------------------------------- render/markdown.ts
  { file: MARKDOWN, code: "if (!/^https?:\\/\\//i.test(url) || /[\\x00-\\x20\\x7f]/.test(url)) return false;", mutator: "Regex", category: "equivalent", reason: "without the anchor a URL not starting with http(s):// still fails the parsed-protocol check" },
  { file: MARKDOWN, code: "return (parsed.protocol === \"http:\" || parsed.protocol === \"https:\") && parsed.hostname !== \"\";", category: "equivalent", reason: "the regex before already requires http(s)://, after which a parsed URL has an http or https protocol and a host" },
  { file: MARKDOWN, region: "export function isSafeLinkUrl(", category: "not observable", reason: "a URL the parser refuses after the regex passed (e.g. an unclosed IPv6 host) is still an RFC 6570 template: refusing it is the server's own choice (PATCH has x-errors: [])" },
  { file: MARKDOWN, region: "export function linkify(", category: "not observable", reason: "empty matches, unsafe URLs (refused at creation) and the order and fields of links are not shown; that a matching topic has a link and a plain one none is read" },
  { file: MARKDOWN, region: "function inline(", category: "not observable", reason: "whether linkified text becomes a link in content is not shown (content is only 'HTML'); the text is read" },
  { file: MARKDOWN, region: "function formatPlain(", category: "not observable", reason: CONTENT_HTML },
  { file: MARKDOWN, code: "export function renderMarkdown(source: string, linkifiers: LinkifierLike[] = [])", mutator: "ArrayDeclaration", category: "equivalent", reason: "a default linkifier that is not one is skipped (its pattern throws inside linkify's try)" },
  { file: MARKDOWN, region: "export function renderMarkdown(", category: "not observable", reason: CONTENT_HTML },

  // ---------------------------------------------------------------------------------------------- db/repos/messages.ts
  { file: REPO, code: "return r?.user_ids ? r.user_ids.split", category: "equivalent", reason: "only direct-message recipients are read, and their row with user_ids always exists" },
  { file: REPO, code: "ids.length <= 2 ? 1 : 3", category: "equivalent", reason: "the recipients.type column is never read" },
  { file: REPO, code: "export const addReaction", category: "not observable", reason: "only the organization's own data adds reactions (no seed operation does); an organization without reactions is conformant (the rule notes it)" },
  { file: REPO, region: "export const topicExists", category: "not observable", reason: "an unknown topic's refusal: POST /mark_topic_as_read has no errors in the spec (x-errors: [])" },
  { file: REPO, code: "if (messageIds.length === 0) return;", category: "equivalent", reason: "the UPDATE over an empty list changes nothing" },
  { file: REPO, code: "export const maxMessageId", mutator: "LogicalOperator", category: "not observable", reason: "max_message_id is deprecated and its meaning is not shown (an integer); it stays one whenever a message exists" },
];
