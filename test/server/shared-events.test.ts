// Shared events and queues bounded by bytes (issue 21, item 3). Before, each queue held its own deep copy of every
// event (structuredClone per queue): a large message cost about 60 KiB per queue here (309 KiB in the audit), so one
// member's 20 queues within the 10,000-events bound could hold 12 GiB (measured with the old queues.ts: 1,261 KiB per
// large message for 20 queues). Now every queue holds the same frozen object, and a queue holds at most
// maxQueueBytes (32 MiB) of events: the member's 20 queues receiving 10,000 large messages stay under 64 MiB.
import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_QUEUE_BYTES } from "../../server/config.ts";
import type { EventQueue } from "../../server/events/queues.ts";
import { DEV, TestServer } from "./helpers.ts";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const heapMiB = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** The stated bound (server/README.md, Limits): what one member's 20 queues may add to the heap. */
const MEMBER_QUEUES_BOUND_MIB = 64;

let s: TestServer | undefined;
afterEach(() => s?.close());

/** A message of maximal length whose HTML is as large as escaping makes it (about 57 KB rendered). */
const LARGE = "<a & b> ".repeat(1_250);

describe("one copy of an event for all the queues that receive it", () => {
  it("the 20 queues of a member hold the same frozen object; each delivers it under its own ID", async () => {
    s = new TestServer();
    const queues: string[] = [];
    for (let i = 0; i < 20; i++) queues.push(await s.register(DEV.hamlet, { event_types: ["message"], apply_markdown: true }));
    await s.ok(DEV.hamlet, "GET", "/events", { queue_id: queues[0], last_event_id: -1, dont_block: true }); // poll one first
    await s.ok(DEV.othello, "POST", "/messages", { type: "direct", to: [s.userId(DEV.hamlet)], content: LARGE });
    const held = s.app.queues.queuesOf(s.userId(DEV.hamlet)) as EventQueue[];
    expect(held).toHaveLength(20);
    const messages = held.map((q) => q.events.at(-1)!.event.message);
    for (const m of messages) expect(m).toBe(messages[0]); // one object, not 20 copies
    expect(Object.isFrozen(messages[0])).toBe(true);
    const delivered = await s.events(DEV.hamlet, queues[5]);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ type: "message", id: 0, flags: [] });
    expect(delivered[0].message.content).toContain("&lt;a &amp; b&gt;");
  });
});

describe("queues bounded by bytes as well as by count", () => {
  it("a member's 20 queues receiving 10,000 large messages stay under the stated bound; past maxQueueBytes each is discarded (BAD_EVENT_QUEUE_ID)", async () => {
    s = new TestServer();
    const server = s;
    const hamlet = server.userId(DEV.hamlet);
    const queues: string[] = [];
    for (let i = 0; i < 20; i++) queues.push(await server.register(DEV.hamlet, { event_types: ["message"], apply_markdown: true }));
    // The shape of a real large message, from the server; each event then carries its own copy of the content (a
    // real message's rendered HTML is its own string), built as sendMessage builds events: one object per message,
    // a small per-queue object around it.
    const { id } = await server.ok(DEV.othello, "POST", "/messages", { type: "direct", to: [hamlet], content: LARGE });
    const template = (await server.ok(DEV.hamlet, "GET", `/messages/${id}`, { apply_markdown: true })).message;
    const base = heapMiB();
    let peak = 0;
    let heldAtPeak = 0;
    for (let i = 0; i < 10_000; i++) {
      // Its own flat string, as a message read from the database has (a replace alone would share the template's).
      const content = Buffer.from(template.content.replace("<p>", `<p data-n="${i}">`)).toString();
      const message = { ...template, id: id + 1 + i, content };
      delete message.flags;
      server.app.queues.publish([hamlet], () => ({ type: "message", message, flags: [] }));
      if (i % 100 === 99) {
        const live = server.app.queues.queuesOf(hamlet) as EventQueue[];
        for (const q of live) expect(q.bytes).toBeLessThanOrEqual(MAX_QUEUE_BYTES);
        const grown = heapMiB() - base;
        if (grown > peak) [peak, heldAtPeak] = [grown, live[0]?.events.length ?? 0];
      }
    }
    console.log(`20 queues, 10,000 large messages: peak heap growth ${peak.toFixed(1)} MiB with ${heldAtPeak} messages held per queue`);
    expect(peak).toBeLessThan(MEMBER_QUEUES_BOUND_MIB);
    // Every queue fell past its byte bound: its client is told to register again, and its memory is released.
    expect(server.app.queues.queuesOf(hamlet)).toHaveLength(0);
    const r = await server.call(DEV.hamlet, "GET", "/events", { queue_id: queues[7], last_event_id: 0, dont_block: true });
    expect(r.body).toMatchObject({ code: "BAD_EVENT_QUEUE_ID", queue_id: queues[7] });
    expect(heapMiB() - base).toBeLessThan(8);
  }, 60_000);

  it("a queue that acknowledges its events keeps going; an idle one past maxQueueBytes is discarded", async () => {
    s = new TestServer({ maxQueueBytes: 200_000 }); // about 8 of these messages
    const hamlet = s.userId(DEV.hamlet);
    const reading = await s.register(DEV.hamlet, { event_types: ["message"], apply_markdown: true });
    const idle = await s.register(DEV.hamlet, { event_types: ["message"], apply_markdown: true });
    let last = -1;
    for (let i = 0; i < 12; i++) {
      await s.ok(DEV.othello, "POST", "/messages", { type: "direct", to: [hamlet], content: LARGE });
      const events = await s.events(DEV.hamlet, reading, last);
      last = events.at(-1).id;
    }
    expect(last).toBe(11);
    const r = await s.call(DEV.hamlet, "GET", "/events", { queue_id: idle, last_event_id: -1, dont_block: true });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("BAD_EVENT_QUEUE_ID");
  });
});
