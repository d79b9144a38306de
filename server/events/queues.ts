// In-memory event queues (Zulip keeps them in memory in its Tornado process too). Each queue belongs
// to one user and one client; events get increasing integer IDs per queue; a long poll waits for an
// event or sends a heartbeat; a queue nobody polls for `idleMs` expires.
//
// Bounded: a user has at most `maxQueuesPerUser` queues (registering one more drops the user's least recently polled
// idle queue), and a queue holds at most `maxEventsPerQueue` unacknowledged events and at most `maxQueueBytes` of
// them (their JSON size). Past either the queue is discarded, its events with it (oldest first: all of them, since
// the client must start over anyway), and its next GET /events answers BAD_EVENT_QUEUE_ID, after which a client
// re-registers (Zulip's flow for a queue the server lost).
//
// Shared events: an event goes to every queue that receives it as ONE frozen object; a queue holds only its ID for
// that queue and a reference (about 100 bytes), and the ID is added when the event is delivered. Before, each queue
// held its own deep copy: a large message was about 300 KiB per queue, 20 queues of one member with 10,000 such
// events some 60 GiB. A per-queue event (a message's flags differ per user) is a small object per queue around
// shared parts (the message object, built once per form), frozen as well.
import { randomUUID } from "node:crypto";

export type Event = Record<string, unknown> & { type: string };

/** An event as a queue holds it: its ID in the queue and the shared, frozen event (delivered as {...event, id}). */
interface Held {
  id: number;
  event: Readonly<Event>;
  /** the event's JSON size, counted against the queue's byte bound */
  bytes: number;
}

/** Freezes an object and everything it holds (an object frozen already is taken as frozen through). */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  return value;
}

/** JSON size of frozen values, computed once per object (the parts shared by many events are measured once). */
const sizes = new WeakMap<object, number>();
export function jsonSize(value: unknown): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === "string") return value.length + 2;
  if (typeof value !== "object") return String(value).length;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  let n = 2;
  if (Array.isArray(value)) for (const v of value) n += jsonSize(v) + 1;
  else for (const [k, v] of Object.entries(value)) n += k.length + 4 + jsonSize(v);
  if (Object.isFrozen(value)) sizes.set(value, n);
  return n;
}

export interface QueueOptions {
  userId: number;
  eventTypes: string[] | null;
  capabilities: Record<string, unknown>;
  applyMarkdown: boolean;
  clientGravatar: boolean;
  allPublicStreams: boolean;
}

export interface EventQueue extends QueueOptions {
  id: string;
  events: Held[];
  /** the JSON size of the events held */
  bytes: number;
  nextId: number;
  lastTouchedMs: number;
  polling: number;
  wake: (() => void) | null;
  /** Discarded (overflowed, or dropped for a newer queue of the user): the next poll answers BAD_EVENT_QUEUE_ID. */
  gone: boolean;
}

export interface QueueLimits {
  idleMs: number;
  heartbeatMs: number;
  maxQueuesPerUser: number;
  maxEventsPerQueue: number;
  /** the JSON size of the events a queue holds at most (default MAX_QUEUE_BYTES) */
  maxQueueBytes?: number;
}

/** Default byte bound of a queue: about 500 maximal messages (10,000 characters of content, rendered) unread. */
export const MAX_QUEUE_BYTES = 32 * 1024 * 1024;

/** An event, or a function building the event for one queue (null: this queue does not get it). */
export type EventSource = Event | ((q: EventQueue) => Event | null);

const HEARTBEAT: Readonly<Event> = Object.freeze({ type: "heartbeat" });

export class QueueManager {
  private queues = new Map<string, EventQueue>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  private idleMs: number;
  private heartbeatMs: number;

  constructor(
    private nowMs: () => number,
    private limits: QueueLimits,
  ) {
    this.idleMs = limits.idleMs;
    this.heartbeatMs = limits.heartbeatMs;
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, Math.max(1_000, this.idleMs)));
    this.sweeper.unref?.();
  }

  /** Queues held now (expired ones not yet swept included). */
  get size(): number {
    return this.queues.size;
  }

  register(opts: QueueOptions): EventQueue {
    const mine: EventQueue[] = [];
    for (const q of this.queues.values()) if (q.userId === opts.userId) (this.expired(q) ? this.discard(q) : mine.push(q));
    // Over the cap: the least recently polled queues go, idle ones first (a queue being polled is in use).
    mine.sort((a, b) => Number(a.polling > 0) - Number(b.polling > 0) || a.lastTouchedMs - b.lastTouchedMs);
    for (let i = 0; i <= mine.length - this.limits.maxQueuesPerUser; i++) this.discard(mine[i]);
    const q: EventQueue = {
      ...opts,
      id: `${Math.floor(this.nowMs() / 1000)}:${randomUUID()}`,
      events: [],
      bytes: 0,
      nextId: 0,
      lastTouchedMs: this.nowMs(),
      polling: 0,
      wake: null,
      gone: false,
    };
    this.queues.set(q.id, q);
    return q;
  }

  private expired(q: EventQueue): boolean {
    return q.polling === 0 && this.nowMs() - q.lastTouchedMs > this.idleMs;
  }

  get(id: string): EventQueue | undefined {
    const q = this.queues.get(id);
    if (q && (q.gone || this.expired(q))) {
      this.discard(q);
      return undefined;
    }
    return q;
  }

  delete(id: string): boolean {
    const q = this.queues.get(id);
    if (q) this.discard(q);
    return q !== undefined;
  }

  /** Removes a queue and frees its events; a pending poll on it wakes up and answers BAD_EVENT_QUEUE_ID. */
  private discard(q: EventQueue): void {
    q.gone = true;
    q.events = [];
    q.bytes = 0;
    this.queues.delete(q.id);
    const wake = q.wake;
    q.wake = null;
    wake?.();
  }

  sweep(): void {
    for (const q of this.queues.values()) if (this.expired(q)) this.discard(q);
  }

  /** The users holding at least one live queue: the only ones an event can reach. */
  listeners(): Set<number> {
    const out = new Set<number>();
    for (const q of this.queues.values()) if (!q.gone && !this.expired(q)) out.add(q.userId);
    return out;
  }

  queuesOf(userId: number): EventQueue[] {
    return [...this.queues.values()].filter((q) => q.userId === userId && !this.expired(q));
  }

  private push(q: EventQueue, event: Readonly<Event>, bytes: number): void {
    if (q.eventTypes && event.type !== "heartbeat" && !q.eventTypes.includes(event.type)) return;
    if (q.events.length >= this.limits.maxEventsPerQueue || q.bytes + bytes > (this.limits.maxQueueBytes ?? MAX_QUEUE_BYTES)) {
      // The client fell too far behind: it has to register again, the queue's events are of no use to it any more.
      this.discard(q);
      return;
    }
    q.events.push({ id: q.nextId++, event, bytes });
    q.bytes += bytes;
    const wake = q.wake;
    q.wake = null;
    wake?.();
  }

  /**
   * Delivers an event to the live queues of `userIds`: the same frozen object to each (a per-queue source's objects
   * are frozen too, with whatever they share). Nothing may change an event once published; its JSON size is
   * measured once per object.
   */
  publish(userIds: Iterable<number>, source: EventSource): void {
    const wanted = new Set(userIds);
    for (const q of this.queues.values()) {
      if (!wanted.has(q.userId) || this.expired(q)) continue;
      const event = typeof source === "function" ? source(q) : source;
      if (event) this.push(q, deepFreeze(event), jsonSize(event));
    }
  }

  /** The events a poll answers: the shared events with this queue's IDs (shallow copies, made at delivery). */
  private delivered(held: Held[]): Event[] {
    return held.map((h) => ({ ...h.event, id: h.id }));
  }

  /**
   * Events newer than lastEventId; blocks (unless dontBlock) until one arrives or a heartbeat is due. null: the queue
   * was discarded (overflowed, dropped, deleted) meanwhile, BAD_EVENT_QUEUE_ID for the client.
   */
  async poll(q: EventQueue, lastEventId: number | undefined, dontBlock: boolean, signal?: AbortSignal): Promise<Event[] | null> {
    if (q.gone) return null;
    q.lastTouchedMs = this.nowMs();
    if (lastEventId !== undefined) {
      // Acknowledged events are let go (their bytes with them).
      const kept = q.events.filter((e) => e.id > lastEventId);
      if (kept.length !== q.events.length) {
        q.events = kept;
        q.bytes = kept.reduce((sum, e) => sum + e.bytes, 0);
      }
    }
    const pending = () => (lastEventId === undefined ? q.events : q.events.filter((e) => e.id > lastEventId));
    if (pending().length > 0 || dontBlock || this.closed) return this.delivered(pending());
    q.polling++;
    try {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", done);
          if (q.wake === done) q.wake = null;
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          if (pending().length === 0 && this.queues.has(q.id)) this.push(q, HEARTBEAT, jsonSize(HEARTBEAT));
        }, this.heartbeatMs);
        q.wake?.(); // a newer poll on the same queue replaces the older one
        q.wake = done;
        signal?.addEventListener("abort", done);
      });
    } finally {
      q.polling--;
      q.lastTouchedMs = this.nowMs();
    }
    if (q.gone && !this.closed) return null;
    return this.delivered(pending());
  }

  close(): void {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const q of this.queues.values()) q.wake?.();
    this.queues.clear();
  }
}
