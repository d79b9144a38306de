import type { Entry } from "./types.ts";

// The surviving mutants of the events, server-settings, levels, drafts and scheduled-messages areas' server files.
// What the seed leaves out there: queue lifetime and limits (no queue count, lifetime or event cap is shown), the
// heartbeat's exact timing, GET /events without last_event_id ("semantics: not shown"), DELETE /events, POST
// /register beyond its listed fields, the payloads of drafts and scheduled_messages events, and the stored fields
// of a scheduled message.

const Q = "server/events/queues.ts";
/** Only the slow rule events/heartbeat waits for a heartbeat; the mutation suite does not run slow rules. */
const HEARTBEAT_ONLY = "the heartbeat of a blocking poll with nothing to send: only the slow rule events/heartbeat reads it, and the mutation suite runs no slow rule (with its 1 s heartbeat it could: runAgainst slow: true)";
const LIFETIME = "idle queue expiry and the per-user queue cap: the seed shows no queue lifetime or count (Limits: only the blocking wait; rate and size limits not shown)";

export const TRIAGE: Entry[] = [
  // server/events/queues.ts
  { file: Q, region: "constructor(", code: /^\s*\) \{$/, mutator: "BlockStatement", category: "gap", reason: "no heartbeat interval (a heartbeat at once when nothing is queued) and no expiry: a blocking poll still answers the next event; only a poll left waiting with nothing to send shows it, which takes the slow events/heartbeat (the mutation suite runs no slow rule)" },
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
  { file: Q, code: 'event.type !== "heartbeat" && !q.eventTypes.includes(event.type)', replacement: /^(true|"")$/, category: "gap", reason: `heartbeats dropped on queues registered with event_types: ${HEARTBEAT_ONLY}` },
  { file: Q, code: "if (q.events.length >= this.limits.maxEventsPerQueue)", category: "not observable", reason: "the cap on a queue's unacknowledged events: the seed shows no such limit" },
  { file: Q, code: "if (q.gone) return null;", category: "equivalent", reason: "poll is only given a queue get() found in the map or one just registered, never a discarded one" },
  { file: Q, code: "if (lastEventId !== undefined) q.events = q.events.filter", replacement: /^(true|lastEventId === undefined)$/, category: "not observable", reason: "only GET /events without last_event_id changes (queued events dropped): its semantics are not shown (seed: last_event_id, semantics: not shown)" },
  { file: Q, code: "if (lastEventId !== undefined) q.events = q.events.filter", category: "equivalent", reason: "the acknowledged events are pruned here and filtered again by pending(): either alone answers the same events" },
  { file: Q, code: "const pending = () => (lastEventId === undefined", replacement: /^(false|lastEventId !== undefined)$/, category: "not observable", reason: "only GET /events without last_event_id changes (answers nothing): its semantics are not shown (seed: last_event_id, semantics: not shown)" },
  { file: Q, code: "const pending = () => (lastEventId === undefined", category: "equivalent", reason: "poll pruned the events up to last_event_id already: filtering them again answers the same events" },
  { file: Q, code: "if (pending().length > 0 || dontBlock || this.closed)", replacement: /^false$/, category: "gap", reason: "a blocking poll with an event already queued waits for the heartbeat before answering it: events/blocking-poll-returns-at-event sees that as a request timeout on a server with a real heartbeat, not under the mutation suite's 1 s heartbeat (the answer is the same, 1 s later)" },
  { file: Q, code: /^\s*q\.polling(\+\+|--);$|^\s*\} finally \{$/, category: "not observable", reason: "q.polling and lastTouchedMs only guard idle expiry and the queue cap's order: " + LIFETIME },
  { file: Q, code: /signal\?\.(remove|add)EventListener/, mutator: "OptionalChaining", category: "equivalent", reason: "ctx.signal is the Request's signal, always defined" },
  { file: Q, code: /signal\?\.(remove|add)EventListener/, mutator: "StringLiteral", category: "not observable", reason: "a poll the client abandoned (aborted request) stays pending until the next event or poll replaces it: nothing reaches any client" },
  { file: Q, code: "if (q.wake === done) q.wake = null;", category: "equivalent", reason: "a stale q.wake is only ever called again as a no-op (its timer cleared, its promise settled), and the next poll or push replaces it" },
  { file: Q, code: "const timer = setTimeout(() => {", category: "gap", reason: `no heartbeat, a poll with nothing to send waits for ever: ${HEARTBEAT_ONLY}` },
  { file: Q, code: 'if (pending().length === 0 && this.queues.has(q.id)) this.push(q, { type: "heartbeat" })', replacement: /^(true|pending\(\)\.length === 0 \|\| this\.queues\.has\(q\.id\))$/, category: "equivalent", reason: "when the timer fires nothing is pending (a push wakes the poll and clears the timer) and the queue is live (discarding wakes it too)" },
  { file: Q, code: 'if (pending().length === 0 && this.queues.has(q.id)) this.push(q, { type: "heartbeat" })', category: "gap", reason: `no heartbeat, or one without its type: ${HEARTBEAT_ONLY}` },
  { file: Q, code: "if (q.gone && !this.closed) return null;", category: "not observable", reason: "a queue discarded while its poll waits (DELETE /events, the cap, overflow; none in the seed) answers BAD_EVENT_QUEUE_ID, which is beyond the seed" },
  { file: Q, region: "close(): void {", category: "not observable", reason: "server shutdown: no request is answered after it" },
];
