// In-memory event queues (Zulip keeps them in memory in its Tornado process too). Each queue belongs
// to one user and one client; events get increasing integer IDs per queue; a long poll waits for an
// event or sends a heartbeat; a queue nobody polls for `idleMs` expires.
import { randomUUID } from "node:crypto";

export type Event = Record<string, unknown> & { type: string };

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
  events: (Event & { id: number })[];
  nextId: number;
  lastTouchedMs: number;
  polling: number;
  wake: (() => void) | null;
}

/** An event, or a function building the event for one queue (null: this queue does not get it). */
export type EventSource = Event | ((q: EventQueue) => Event | null);

export class QueueManager {
  private queues = new Map<string, EventQueue>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(
    private nowMs: () => number,
    private idleMs: number,
    private heartbeatMs: number,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, Math.max(1_000, idleMs)));
    this.sweeper.unref?.();
  }

  register(opts: QueueOptions): EventQueue {
    const q: EventQueue = {
      ...opts,
      id: `${Math.floor(this.nowMs() / 1000)}:${randomUUID()}`,
      events: [],
      nextId: 0,
      lastTouchedMs: this.nowMs(),
      polling: 0,
      wake: null,
    };
    this.queues.set(q.id, q);
    return q;
  }

  private expired(q: EventQueue): boolean {
    return q.polling === 0 && this.nowMs() - q.lastTouchedMs > this.idleMs;
  }

  get(id: string): EventQueue | undefined {
    const q = this.queues.get(id);
    if (q && this.expired(q)) {
      this.queues.delete(id);
      return undefined;
    }
    return q;
  }

  delete(id: string): boolean {
    const q = this.queues.get(id);
    q?.wake?.();
    return this.queues.delete(id);
  }

  sweep(): void {
    for (const q of this.queues.values()) if (this.expired(q)) this.queues.delete(q.id);
  }

  queuesOf(userId: number): EventQueue[] {
    return [...this.queues.values()].filter((q) => q.userId === userId && !this.expired(q));
  }

  private push(q: EventQueue, event: Event): void {
    if (q.eventTypes && event.type !== "heartbeat" && !q.eventTypes.includes(event.type)) return;
    q.events.push({ ...event, id: q.nextId++ });
    const wake = q.wake;
    q.wake = null;
    wake?.();
  }

  publish(userIds: Iterable<number>, source: EventSource): void {
    const wanted = new Set(userIds);
    for (const q of this.queues.values()) {
      if (!wanted.has(q.userId) || this.expired(q)) continue;
      const event = typeof source === "function" ? source(q) : source;
      if (event) this.push(q, structuredClone(event));
    }
  }

  /** Events newer than lastEventId; blocks (unless dontBlock) until one arrives or a heartbeat is due. */
  async poll(q: EventQueue, lastEventId: number | undefined, dontBlock: boolean, signal?: AbortSignal): Promise<Event[]> {
    q.lastTouchedMs = this.nowMs();
    if (lastEventId !== undefined) q.events = q.events.filter((e) => e.id > lastEventId);
    const pending = () => (lastEventId === undefined ? q.events : q.events.filter((e) => e.id > lastEventId));
    if (pending().length > 0 || dontBlock || this.closed) return pending();
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
          if (pending().length === 0 && this.queues.has(q.id)) this.push(q, { type: "heartbeat" });
        }, this.heartbeatMs);
        q.wake?.(); // a newer poll on the same queue replaces the older one
        q.wake = done;
        signal?.addEventListener("abort", done);
      });
    } finally {
      q.polling--;
      q.lastTouchedMs = this.nowMs();
    }
    return pending();
  }

  close(): void {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const q of this.queues.values()) q.wake?.();
    this.queues.clear();
  }
}
