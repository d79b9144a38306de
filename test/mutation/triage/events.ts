import type { Entry } from "./types.ts";

// The surviving mutants of the events, server-settings, levels, drafts and scheduled-messages areas' server files.
// What the seed leaves out there: queue lifetime and limits (no queue count, lifetime or event cap is shown), the
// heartbeat's exact timing, GET /events without last_event_id ("semantics: not shown"), DELETE /events, POST
// /register beyond its listed fields, the payloads of drafts and scheduled_messages events, and the stored fields
// of a scheduled message.

const Q = "server/events/queues.ts";
/** Only the slow rule events/heartbeat waits for a heartbeat; the mutation suite does not run slow rules. */
const HEARTBEAT_ONLY = "the heartbeat of a blocking poll with nothing to send: only the slow rule events/heartbeat reads it, and the mutation suite runs no slow rule (with its 1 s heartbeat it could: runAgainst slow: true)";
const SS = "server/routes/server-settings.ts";
const EV = "server/routes/events.ts";
const DR = "server/routes/drafts.ts";
const SM = "server/routes/scheduled-messages.ts";
const RG = "server/routes/register.ts";
const RD = "server/db/repos/drafts.ts";
const RU = "server/events/realm-user.ts";
const REGISTER_STATE = "POST /register's initial state: the operation is x-beyond-seed and its response beyond the listed fields (queue, last event ID, long-poll timeout, version, the four limits) is x-unspecified";
const SCHEDULED_STORED = "the stored fields of a scheduled message beyond its identifier: not shown (Scheduled message), nor its delivery";
const LIFETIME = "idle queue expiry and the per-user queue cap: the seed shows no queue lifetime or count (Limits: only the blocking wait; rate and size limits not shown)";

export const TRIAGE: Entry[] = [
  // server/events/queues.ts
  { file: Q, code: "this.sweeper = setInterval", category: "not observable", reason: LIFETIME },
  { file: Q, code: "this.sweeper.unref?.()", mutator: "OptionalChaining", category: "equivalent", reason: "setInterval returns a Node Timeout, which always has unref" },
  { file: Q, code: "get size(): number", category: "equivalent", reason: "read by no route (the server's tests only)" },
  { file: Q, code: /const mine: EventQueue\[\] = \[\]|if \(q\.userId === opts\.userId\)|mine\.sort\(|i <= mine\.length - this\.limits\.maxQueuesPerUser/, category: "not observable", reason: LIFETIME },
  { file: Q, code: "id: `${Math.floor(this.nowMs() / 1000)}", category: "not observable", reason: "queue_id is an opaque string (spec: string); only its uniqueness matters, which the UUID part gives" },
  { file: Q, code: /private expired\(q: EventQueue\)|return q\.polling === 0 && this\.nowMs\(\)/, category: "not observable", reason: LIFETIME },
  { file: Q, code: "if (q && (q.gone || this.expired(q)))", category: "not observable", reason: "a discarded queue is out of the map already; an expired one: " + LIFETIME },
  { file: Q, code: /delete\(id: string\): boolean|if \(q\) this\.discard\(q\);|return q !== undefined;/, category: "not observable", reason: "DELETE /events is beyond the seed (x-beyond-seed, x-errors: [])" },
  { file: Q, code: /private discard\(q: EventQueue\)|q\.gone = true;|q\.events = \[\];/, category: "not observable", reason: "a queue is discarded only by DELETE /events (beyond the seed), the queue cap, event overflow and expiry (none shown)" },
  { file: Q, code: /sweep\(\): void|if \(this\.expired\(q\)\) this\.discard\(q\);/, category: "not observable", reason: LIFETIME },
  { file: Q, code: "if (!q.gone && !this.expired(q)) out.add(q.userId)", category: "equivalent", reason: "publish skips expired queues itself and discarded ones are out of the map: the extra listeners have no queue an event could reach" },
  { file: Q, code: /queuesOf\(userId: number\)|return \[\.\.\.this\.queues\.values\(\)\]\.filter/, category: "equivalent", reason: "queuesOf has no caller (dead code)" },
  { file: Q, code: "if (q.events.length >= this.limits.maxEventsPerQueue)", category: "not observable", reason: "the cap on a queue's unacknowledged events: the seed shows no such limit" },
  { file: Q, code: "if (q.gone) return null;", category: "equivalent", reason: "poll is only given a queue get() found in the map or one just registered, never a discarded one" },
  { file: Q, code: "if (lastEventId !== undefined) q.events = q.events.filter", replacement: /^(true|lastEventId === undefined)$/, category: "not observable", reason: "only GET /events without last_event_id changes (queued events dropped): its semantics are not shown (seed: last_event_id, semantics: not shown)" },
  { file: Q, code: "if (lastEventId !== undefined) q.events = q.events.filter", category: "equivalent", reason: "the acknowledged events are pruned here and filtered again by pending(): either alone answers the same events" },
  { file: Q, code: "const pending = () => (lastEventId === undefined", replacement: /^(false|lastEventId !== undefined)$/, category: "not observable", reason: "only GET /events without last_event_id changes (answers nothing): its semantics are not shown (seed: last_event_id, semantics: not shown)" },
  { file: Q, code: "const pending = () => (lastEventId === undefined", category: "equivalent", reason: "poll pruned the events up to last_event_id already: filtering them again answers the same events" },
  { file: Q, code: /^\s*q\.polling(\+\+|--);$|^\s*\} finally \{$/, category: "not observable", reason: "q.polling and lastTouchedMs only guard idle expiry and the queue cap's order: " + LIFETIME },
  { file: Q, code: /signal\?\.(remove|add)EventListener/, mutator: "OptionalChaining", category: "equivalent", reason: "ctx.signal is the Request's signal, always defined" },
  { file: Q, code: /signal\?\.(remove|add)EventListener/, mutator: "StringLiteral", category: "not observable", reason: "a poll the client abandoned (aborted request) stays pending until the next event or poll replaces it: nothing reaches any client" },
  { file: Q, code: "if (q.wake === done) q.wake = null;", category: "equivalent", reason: "a stale q.wake is only ever called again as a no-op (its timer cleared, its promise settled), and the next poll or push replaces it" },
  { file: Q, code: 'if (pending().length === 0 && this.queues.has(q.id)) this.push(q, { type: "heartbeat" })', replacement: /^(true|pending\(\)\.length === 0 \|\| this\.queues\.has\(q\.id\))$/, category: "equivalent", reason: "when the timer fires nothing is pending (a push wakes the poll and clears the timer) and the queue is live (discarding wakes it too)" },
  { file: Q, code: "if (q.gone && !this.closed) return null;", category: "not observable", reason: "a queue discarded while its poll waits (DELETE /events, the cap, overflow; none in the seed) answers BAD_EVENT_QUEUE_ID, which is beyond the seed" },
  { file: Q, region: "close(): void {", category: "not observable", reason: "server shutdown: no request is answered after it" },

  // server/routes/server-settings.ts
  { file: SS, code: 'getRealmSetting(db, "enable_spectator_access")', mutator: "StringLiteral", category: "not observable", reason: "an unknown setting name makes the value undefined, so realm_web_public_access_enabled is left out, which the seed allows (not every attribute is guaranteed)" },
  { file: SS, code: "const out: Record<string, unknown> = {", mutator: "ObjectLiteral", category: "not observable", reason: "every key but the version fields and realm_url left out: the seed allows a server to omit any (not every attribute is guaranteed)" },
  { file: SS, code: "authentication_methods: {", mutator: "ObjectLiteral", category: "not observable", reason: "an empty authentication_methods (deprecated): the spec requires none of its keys; dev and ldap are read where present" },
  { file: SS, code: /^\s*(password|email|remoteuser|github|azuread|gitlab|apple|google|saml|"openid connect"): (true|false),$/, mutator: "BooleanLiteral", category: "not observable", reason: "what these deprecated authentication_methods keys report beyond their names is not shown, and none of those logins (social, SSO, remote user) can be exercised over the API; dev and ldap are read" },
  { file: SS, code: "push_notifications_enabled: false", category: "not observable", reason: "whether push notifications are configured is not observable over the API (statement partly)" },
  { file: SS, code: "is_incompatible: false", category: "not observable", reason: "which clients are deemed incompatible is not shown (statement partly)" },
  { file: SS, code: "require_email_format_usernames: true", category: "not observable", reason: "false is right whenever not all usernames are email addresses, which is not observable; the LDAP half is read (server-settings/email-usernames-not-with-ldap)" },

  // server/routes/events.ts
  { file: EV, code: "export const badQueue", category: "not observable", reason: "BAD_EVENT_QUEUE_ID, its msg and queue_id field are beyond the seed (x-beyond-seed example); the seed only makes an unknown queue a refusal" },
  { file: EV, code: "You are not authorized to get events from this queue", mutator: "StringLiteral", category: "not observable", reason: "GET /events lists no error (x-errors: []): the code and msg refusing another user's queue are not specified (events/queue-of-another-user reads the refusal)" },
  { file: EV, code: "Missing 'queue_id' argument", category: "not observable", reason: "GET /events without queue_id and without dont_block: the seed does not require refusing it (Zulip's restriction), nor its code or msg" },
  { file: EV, code: "p.dont_block ?? false", mutator: "BooleanLiteral", category: "equivalent", reason: "the parameter parser fills dont_block's spec default (false): the fallback is never used" },
  { file: EV, code: "if (events === null) throw badQueue(q.id);", replacement: /^false$/, category: "not observable", reason: "a queue discarded while its poll waits (DELETE /events, the queue cap, overflow; none in the seed)" },
  { file: EV, code: "asyncHandler: getEvents, shaped: true", mutator: "BooleanLiteral", category: "equivalent", reason: "events are projected for the level when published; projecting the answer through the schema again changes nothing" },
  { file: EV, region: 'op: "DELETE /events",', category: "not observable", reason: "DELETE /events is beyond the seed (x-beyond-seed, x-errors: [])" },

  // server/routes/drafts.ts
  { file: DR, code: 'throw badRequest("User has disabled synchronizing drafts.")', category: "not observable", reason: "enable_drafts_synchronization is not in the seed; with it on (the default) drafts are created" },
  { file: DR, code: "if (d.id !== undefined) throw badRequest", category: "not observable", reason: "a draft sent with an id: the seed says a client must not send it, not what the server answers; refusing and ignoring it are both readings (drafts/client-id-never-taken)" },
  { file: DR, code: "Topic must not contain null bytes", mutator: "StringLiteral", category: "not observable", reason: "the msg refusing a NUL topic: the seed shows none" },
  { file: DR, code: "if (timestamp < 0) throw badRequest", category: "not observable", reason: "a negative or zero timestamp sent by the client: the seed shows no answer" },
  { file: DR, region: "function validated(", code: 'let topic = "";', category: "not observable", reason: "the stored topic of a direct or unaddressed draft: ignored (should be empty string), nothing more shown; only GET /drafts (beyond the seed) reads it back" },
  { file: DR, code: "accessStream(ctx, d.to[0], { content: true })", category: "not observable", reason: "a channel draft to a channel the user cannot access: the seed shows no answer" },
  { file: DR, code: "topic = d.topic.trim().slice(0, LIMITS.max_topic_length)", category: "not observable", reason: "trimming and truncating a draft's topic: not in the seed (max_topic_length limits messages and scheduled messages)" },
  { file: DR, code: '} else if (d.type === "private") {', replacement: /^true$/, category: "not observable", reason: "only a draft of an unlisted type changes (taken as a direct draft): the seed shows no answer to one; an unaddressed draft comes out the same either way" },
  { file: DR, region: "function validated(", code: 'throw ctx.error("invalid-user-id"', category: "not observable", reason: "a direct draft to a nonexistent user: POST /drafts lists no such error (its only x-errors row is not-one-channel), the seed shows no answer" },
  { file: DR, code: "to = [...new Set(d.to)].sort(", category: "not observable", reason: "the order and duplicates of a direct draft's user IDs: not shown; the rules compare them as sets" },
  { file: DR, code: '} else if (d.type !== "") throw badRequest', category: "not observable", reason: "a draft of a type the seed does not list: its answer (and msg) is not shown" },
  { file: DR, code: "validated(ctx, d, `drafts[${i}]`)", mutator: "StringLiteral", category: "not observable", reason: "the label only enters msgs of errors the seed does not show" },
  { file: DR, code: "if (ids.length > 0)", category: "not observable", reason: "a drafts event when no draft was created (no drafts, or an empty list): the seed ties drafts events to created drafts and shows no other tie" },
  { file: DR, code: 'ctx.emit([ctx.me.id], { type: "drafts", op: "add"', category: "not observable", reason: "the drafts event's payload (op, drafts) is not shown" },
  { file: DR, region: "function ownDraft(ctx: Ctx)", category: "not observable", reason: "PATCH and DELETE /drafts/{draft_id} are beyond the seed (x-beyond-seed, x-errors: [])" },
  { file: DR, region: 'op: "PATCH /drafts/{draft_id}",', category: "not observable", reason: "PATCH /drafts/{draft_id} is beyond the seed (x-beyond-seed, x-errors: [])" },
  { file: DR, region: 'op: "DELETE /drafts/{draft_id}",', category: "not observable", reason: "DELETE /drafts/{draft_id} is beyond the seed (x-beyond-seed, x-errors: [])" },

  // server/routes/scheduled-messages.ts
  { file: SM, region: "function schedule(", code: /let topic = "";|type = "(stream|private)";|recipients = resolveUsers\(ctx, p\.to\)/, category: "not observable", reason: SCHEDULED_STORED },
  { file: SM, code: "if (at <= ctx.now()) throw badRequest", category: "not observable", reason: "a delivery time in the past: the seed shows no answer (nor msg)" },
  { file: SM, code: "const readBySender = p.read_by_sender ??", category: "not observable", reason: "read_by_sender (and the heuristic when omitted) acts at delivery, which is not shown (statement partly)" },
  { file: SM, region: "const entry: Record<string, unknown> = {", category: "not observable", reason: "the scheduled_messages event: its payload is not shown, nor that scheduling emits it" },
  { file: SM, code: /if \(type === "stream"\) entry\.topic = topic;|ctx\.emit\(\[me\.id\], \{ type: "scheduled_messages"/, category: "not observable", reason: "the scheduled_messages event: its payload is not shown, nor that scheduling emits it" },

  // server/routes/register.ts
  { file: RG, code: "applyMarkdown: p.apply_markdown ?? false", category: "not observable", reason: "apply_markdown shapes message events, whose payload the seed does not show" },
  { file: RG, code: "clientGravatar: p.client_gravatar ??", category: "not observable", reason: "POST /register's client_gravatar shapes avatar URLs in events the seed does not tie to it (the register endpoint's shape is not shown)" },
  { file: RG, code: "allPublicStreams: p.all_public_streams ?? false", category: "not observable", reason: "all_public_streams adds message events, which the seed does not show" },
  { file: RG, region: "function initialState(", category: "not observable", reason: REGISTER_STATE },
  { file: RG, code: /const fetch: string\[\] \| null = |\.\.\.initialState\(ctx, \(t\) => /, category: "not observable", reason: REGISTER_STATE },

  // server/db/repos/drafts.ts
  { file: RD, code: /export const (deleteDraft|updateDraft) = |run\(db, "UPDATE drafts SET/, category: "not observable", reason: "PATCH and DELETE /drafts/{draft_id} are beyond the seed (x-beyond-seed)" },

  // server/events/realm-user.ts
  { file: RU, code: 'op: "remove", person: { user_id: u.id, full_name: u.full_name }', mutator: "ObjectLiteral", category: "not observable", reason: "the person of the op remove form (before level 222): its field list is not shown" },
  { file: RU, code: "person: userObject(r, u, u, {", category: "not observable", reason: "the person of the op add form (before level 222): its fields are not shown" },
];
