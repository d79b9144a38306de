// Not a rule: helpers shared by the rules of the events, drafts, messages and scheduled-messages areas.
// Event queues (registered, polled, deleted in cleanup), channels a user can post to, and readers of bodies.
import type { Exchange } from "../../engine/types.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import type { Caller, RuleContext } from "../types.ts";
import { expectSuccess, expectThat, show, type Json } from "../expect.ts";
import { createDrafts } from "./drafts.ts";
import { CapabilityMissing } from "../../engine/capabilities.ts";

export type Body = Record<string, unknown>;
export type Event = Body & { id: number; type: string };

export interface Queue {
  caller: Caller;
  id: string;
  /** last_event_id from POST /register. */
  lastEventId: number;
  /** The register response (for a queue registered through GET /events: queue_id and last_event_id only). */
  registered: Body;
  /** How long a collection waits for events that should come, in all (ctx.eventWaitMs). */
  waitMs: number;
  /** Set once deleteQueue deleted it: the rule's cleanup does not delete it again. */
  deleted?: boolean;
}

/** Deletes the queue now (Zulip's DELETE /events, where offered), once: the cleanup at the rule's end skips it then. */
export async function deleteQueue(q: Queue): Promise<void> {
  if (q.deleted) return;
  q.deleted = true;
  await q.caller.call("DELETE /events", { body: { queue_id: q.id } });
}

/**
 * POST /register for `caller`; the queue is deleted (DELETE /events) when the rule ends. A server without Zulip's
 * POST /register gets the seed's own way: GET /events with the register parameters instead of queue_id.
 */
export async function registerQueue(ctx: RuleContext, caller: Caller, body: Body = {}): Promise<Queue> {
  let ex: Exchange;
  let reg: Body;
  try {
    ex = await caller.call("POST /register", { body: asZulipAccepts(body) });
    reg = expectSuccess(ex, "registering an event queue (POST /register)");
  } catch (err) {
    // Missing, or refusing what the suite sent: the seed's own way decides (a refusal there is the server's).
    if (err instanceof CapabilityMissing) return registerThroughEvents(ctx, caller, body);
    throw err;
  }
  return queueOf(ctx, caller, ex, Number.isInteger(reg.last_event_id), {
    title: "POST /register did not return a queue",
    expected: "queue_id (string) and last_event_id (integer)",
    lastEventId: reg.last_event_id as number,
  });
}

/**
 * The length limits, which the seed says "the register endpoint" returns: POST /register asking for the realm data
 * (Zulip sends the limits with it). No fallback: on a server without POST /register a rule reading them is skipped,
 * naming it. The queue it opens is deleted again.
 */
export async function registerLimits(ctx: RuleContext, caller: Caller): Promise<Json> {
  const ex = await caller.call("POST /register", { body: { event_types: ["realm"], fetch_event_types: ["realm"] } });
  const body = expectSuccess(ex, "POST /register (the length limits)");
  if (typeof body.queue_id === "string") {
    const queue_id = body.queue_id;
    ctx.cleanup(`delete event queue ${queue_id}`, () => caller.call("DELETE /events", { body: { queue_id } }));
  }
  return body;
}

/**
 * What Zulip's POST /register accepts: client capabilities include notification_settings_null (Zulip refuses a
 * registration whose capabilities leave it false; the seed shows neither the register shape nor that capability).
 */
function asZulipAccepts(body: Body): Body {
  const caps = body.client_capabilities;
  if (!caps || typeof caps !== "object") return body;
  return { ...body, client_capabilities: { notification_settings_null: true, ...(caps as Body) } };
}

/**
 * The seed: "if the register parameters are passed instead of queue_id, a queue is registered" (GET /events). The
 * events it already holds count as seen: the queue's position starts after them.
 */
async function registerThroughEvents(ctx: RuleContext, caller: Caller, body: Body): Promise<Queue> {
  const ex = await caller.call("GET /events", { query: { ...body, dont_block: true } });
  const reg = expectSuccess(ex, "registering an event queue through GET /events with the register parameters instead of queue_id");
  const events = Array.isArray(reg.events) ? (reg.events as Event[]) : undefined;
  return queueOf(ctx, caller, ex, events !== undefined, {
    title: "GET /events with the register parameters did not register a queue",
    expected: "queue_id (string) and events (list): the seed says a queue is registered when the register parameters are passed instead of queue_id",
    lastEventId: Math.max(-1, ...(events ?? []).map((e) => (Number.isInteger(e?.id) ? e.id : -1))),
    registered: (id, lastEventId) => ({ queue_id: id, last_event_id: lastEventId }),
  });
}

/** The queue a registration answered (`shaped`: the rest of its answer is as expected), deleted when the rule ends. */
function queueOf(
  ctx: RuleContext,
  caller: Caller,
  ex: Exchange,
  shaped: boolean,
  o: { title: string; expected: string; lastEventId: number; registered?: (id: string, lastEventId: number) => Body },
): Queue {
  const reg = bodyOf(ex);
  expectThat(typeof reg.queue_id === "string" && shaped, { title: o.title, expected: o.expected, received: describeResponse(ex.response), exchange: ex });
  const id = reg.queue_id as string;
  const queue: Queue = { caller, id, lastEventId: o.lastEventId, registered: o.registered?.(id, o.lastEventId) ?? reg, waitMs: ctx.eventWaitMs };
  // Deleted once: at the rule's end, unless deleteQueue already did.
  ctx.cleanup(`delete the event queue ${id} of ${caller.email}`, () => deleteQueue(queue));
  return queue;
}

export interface Poll {
  ex: Exchange;
  events: Event[];
  /** A bounded wait (opts.waitMs) that ended with no answer: nothing came within it. */
  ended?: boolean;
}

/**
 * One GET /events. The body is checked to be a success with an events list. With `waitMs`, a blocking poll is read
 * for at most that long: no answer by then is an empty poll marked `ended`, not a timeout.
 */
export async function poll(q: Queue, lastEventId: number, dontBlock: boolean, opts: { dueAtOnce?: boolean; waitMs?: number } = {}): Promise<Poll> {
  const ex = await q.caller.call("GET /events", { query: { queue_id: q.id, last_event_id: lastEventId, ...(dontBlock ? { dont_block: true } : {}) }, ...opts });
  if (ex.response.error === "wait-ended") return { ex, events: [], ended: true };
  const body = expectSuccess(ex, `GET /events${dontBlock ? " with dont_block" : ""}`);
  expectThat(Array.isArray(body.events), { title: "GET /events without an events list", expected: "events (list)", received: describeResponse(ex.response), exchange: ex });
  return { ex, events: body.events as Event[] };
}

export interface Collected {
  /** Every event received, in order. */
  events: Event[];
  /** The last GET /events (evidence for a failure). */
  last: Exchange;
  /** Every GET /events sent. */
  polls: Exchange[];
}

const isHeartbeat = (e: Event) => e?.type === "heartbeat";
const idOf = (e: Event, fallback: number) => (Number.isInteger(e?.id) ? e.id : fallback);

/**
 * Events of `q` until `done(events)` holds: a non-blocking poll first, then blocking polls, each of which returns
 * at the next event. The blocking polls share one bound, the queue's `waitMs` (--event-wait): an event that never
 * comes costs that, never the server's heartbeat. A blocking poll that brings nothing but heartbeats also ends the
 * wait, as does `maxPolls`. Events already collected are acknowledged with last_event_id.
 */
export async function collectEvents(q: Queue, done: (events: Event[]) => boolean, maxPolls = 8): Promise<Collected> {
  const events: Event[] = [];
  const polls: Exchange[] = [];
  let last = q.lastEventId;
  const until = Date.now() + q.waitMs;
  for (let i = 0; i < maxPolls; i++) {
    const remaining = until - Date.now();
    if (i > 0 && remaining <= 0) break;
    const p = await poll(q, last, i === 0, i === 0 ? {} : { waitMs: remaining });
    polls.push(p.ex);
    events.push(...p.events);
    for (const e of p.events) last = Math.max(last, idOf(e, last));
    if (done(events) || p.ended) break;
    if (i > 0 && p.events.every(isHeartbeat)) break;
  }
  return { events, last: polls[polls.length - 1], polls };
}

/** Moves the queue's position past every event of `got` (the next collection starts after them). */
export function advance(q: Queue, got: { events: Event[] }): void {
  for (const e of got.events) if (Number.isInteger(e?.id) && e.id > q.lastEventId) q.lastEventId = e.id;
}

/**
 * Everything earlier operations sent to `q`, with no fixed wait: its owner creates a draft now (the fence), and the
 * queue is read with bounded long polls up to that draft's drafts event (`drafts` more drafts events when the rule
 * expects drafts events of its own before the fence); one non-blocking poll then takes what else is already queued.
 * An event a server sends out of order after its fence is not waited for (a missed finding, never a false one). The
 * queue must take drafts events.
 */
export async function eventsUntilFence(ctx: RuleContext, q: Queue, drafts = 0): Promise<Collected> {
  expectSuccess(await createDrafts(ctx, q.caller, [{ type: "", to: [], topic: "", content: `${ctx.name("fence")} (an event fence)` }]), "creating a draft (an event fence)");
  const got = await collectEvents(q, (events) => events.filter((e) => e?.type === "drafts").length > drafts);
  const seen = Math.max(q.lastEventId, ...got.events.map((e) => (Number.isInteger(e?.id) ? e.id : -1)));
  const rest = await poll(q, seen, true);
  return { events: [...got.events, ...rest.events], last: rest.ex, polls: [...got.polls, rest.ex] };
}

/** Channels `caller` is subscribed to (GET /streams with include_public false). */
export async function subscribedChannels(caller: Caller): Promise<Body[]> {
  const ex = await caller.call("GET /streams", { query: { include_public: false, include_subscribed: true } });
  const body = expectSuccess(ex, "listing subscribed channels (GET /streams)");
  return Array.isArray(body.streams) ? (body.streams as Body[]) : [];
}

/**
 * A channel every one of `callers` is subscribed to and any user may post to (stream_post_policy 1), or undefined
 * (the rule then notes that the organization has none and has nothing to test).
 */
export async function sharedChannel(callers: Caller[]): Promise<{ stream_id: number; name: string } | undefined> {
  const lists = await Promise.all(callers.map(subscribedChannels));
  const postable = lists[0].filter((s) => Number.isInteger(s.stream_id) && (s.stream_post_policy ?? 1) === 1 && s.is_announcement_only !== true);
  const shared = postable.filter((s) => lists.every((l) => l.some((o) => o.stream_id === s.stream_id)));
  const s = shared.sort((a, b) => (a.stream_id as number) - (b.stream_id as number))[0];
  return s ? { stream_id: s.stream_id as number, name: String(s.name) } : undefined;
}

/** POST /messages (beyond the seed: the suite's way to create messages). Returns the new message's ID. */
export async function sendMessage(caller: Caller, message: { type: "stream" | "private"; to: number | number[]; topic?: string; content: string }): Promise<number> {
  const ex = await caller.call("POST /messages", { body: message });
  const body = expectSuccess(ex, "sending a message (POST /messages)");
  expectThat(Number.isInteger(body.id), { title: "POST /messages returned no message ID", expected: "id (integer)", received: describeResponse(ex.response), exchange: ex });
  return body.id as number;
}

/** The parsed body, or an empty object. */
export const bodyOf = (ex: Exchange): Body => bodyObject(ex.response) ?? {};

export { show };

/** A response that is an error envelope (result "error"); the seed shows no code or msg for the case. */
export function expectRefused(ex: Exchange, what: string): Body {
  const body = bodyObject(ex.response);
  expectThat(body?.result === "error", {
    title: `${what} was not refused`,
    expected: `an error (result "error") for ${what}`,
    received: describeResponse(ex.response),
    exchange: ex,
  });
  return body!;
}

/**
 * What is wrong with the answer to a poll of queue `id` (the seed: GET /events answers `events`, a list of event
 * objects, and `queue_id`), in words for a finding's title; undefined when nothing is. A refusal, a success without
 * queue_id or with another one, and a success without an events list (or with entries that are not events, an
 * integer id and a string type) are told apart.
 */
export function pollAnswerProblem(body: Body, id: unknown): string | undefined {
  if (body.result !== "success") return "is refused";
  if (!("queue_id" in body)) return "succeeds without queue_id";
  if (body.queue_id !== id) return `succeeds with queue_id ${JSON.stringify(body.queue_id)}, not the queue's ${JSON.stringify(id)}`;
  if (!Array.isArray(body.events)) return "succeeds without an events list";
  if ((body.events as unknown[]).some((e) => typeof e !== "object" || e === null || !Number.isInteger((e as Body).id) || typeof (e as Body).type !== "string")) return "lists entries that are not events (an integer id and a string type)";
  return undefined;
}
