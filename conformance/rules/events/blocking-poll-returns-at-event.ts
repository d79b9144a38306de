import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { poll, registerQueue, show, type Event } from "../shared/events.ts";
import { makeDraft } from "./_drafts.ts";

const drafts = (events: Event[]) => events.filter((e) => e?.type === "drafts");
const lastId = (events: Event[], from: number) => Math.max(from, ...events.map((e) => (Number.isInteger(e?.id) ? e.id : -1)));

// Without dont_block, GET /events "blocks until an event is available or a few minutes pass": a blocking poll sent on
// an empty queue (drafts events only) just before the member creates a draft is answered with that draft's event
// (not empty, which only a dont_block reply may be, and not with a heartbeat alone, which comes after minutes of
// waiting, while the draft exists milliseconds later). Then, with a second draft's event already queued, a blocking
// poll answers it. Not slow: a correct server answers each poll as soon as the event exists.
export default rule({
  id: "events/blocking-poll-returns-at-event",
  title: "A blocking GET /events is answered with the event that arrives while it waits, or is already queued",
  seed: "Endpoints, Events: GET /events (dont_block default false; otherwise the request blocks until an event is available or a few minutes pass, then a heartbeat event is sent; events may be empty when dont_block is set)",
  statements: ["events.dont-block", "events.after-last-event-id"],
  operations: ["GET /events", "POST /register", "DELETE /events", "POST /drafts"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: ["drafts"] });
    // Sent first, not awaited: the poll is waiting (or on its way) when the draft is created.
    // Read for at most the event wait (--event-wait): a server that never sends the event costs that, not its heartbeat.
    const blocking = poll(q, q.lastEventId, false, { waitMs: q.waitMs });
    await makeDraft(ctx, me);
    const first = await blocking;
    expectThat(drafts(first.events).length > 0, {
      title: first.ended
        ? `A blocking GET /events brought no event within the event wait (${q.waitMs / 1000} s)`
        : first.events.length
          ? "A blocking GET /events was answered before the event it waited for"
          : "A blocking GET /events was answered without events",
      expected: "the drafts event of the draft created while the poll waited (an empty list only with dont_block; a heartbeat only after minutes)",
      received: `events ${show(first.events)}`,
      exchange: first.ex,
    });
    // An event already queued: the blocking poll has it available at once, so it is bounded by the ordinary request
    // timeout (--timeout), not the long-poll one: a server that holds it until its heartbeat (minutes away) times out.
    await makeDraft(ctx, me);
    const second = await poll(q, lastId(first.events, q.lastEventId), false, { dueAtOnce: true });
    expectThat(drafts(second.events).length > 0, {
      title: "A blocking GET /events did not answer the event already queued",
      expected: "the drafts event of the draft created before the poll",
      received: `events ${show(second.events)}`,
      exchange: second.ex,
    });
  },
});
