import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, poll, registerQueue, show } from "../shared/events.ts";
import { makeDraft } from "./_drafts.ts";

// Without dont_block, GET /events "blocks until an event is available": a blocking poll sent on an empty queue
// (drafts events only) before the member creates a draft is answered with events (only a dont_block reply may be
// empty), and the drafts event arrives (read on with bounded long polls in case the first answer was a
// heartbeat). Not slow: a correct server answers the poll as soon as the draft's event exists.
export default rule({
  id: "events/blocking-poll-returns-at-event",
  title: "A blocking GET /events is answered with the event that arrives while it waits",
  seed: "Endpoints, Events: GET /events (dont_block default false; otherwise the request blocks until an event is available; events may be empty when dont_block is set)",
  statements: ["events.dont-block", "events.after-last-event-id"],
  operations: ["GET /events", "POST /register", "DELETE /events", "POST /drafts"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: ["drafts"] });
    // Sent first, not awaited: the poll is waiting (or on its way) when the draft is created.
    const blocking = poll(q, q.lastEventId, false);
    await makeDraft(ctx, me);
    const first = await blocking;
    expectThat(first.events.length > 0, {
      title: "A blocking GET /events was answered without events",
      expected: "the drafts event of the draft created while the poll waited (an empty list only with dont_block)",
      received: `events ${show(first.events)}`,
      exchange: first.ex,
    });
    const after = Math.max(q.lastEventId, ...first.events.map((e) => (Number.isInteger(e?.id) ? e.id : -1)));
    const rest = first.events.some((e) => e?.type === "drafts") ? [] : (await collectEvents({ ...q, lastEventId: after }, (events) => events.some((e) => e?.type === "drafts"))).events;
    const all = [...first.events, ...rest];
    expectThat(all.some((e) => e?.type === "drafts"), {
      title: "The event a blocking GET /events waited for did not arrive",
      expected: "a drafts event for the draft created while the poll waited",
      received: `events ${show(all)}`,
      exchange: first.ex,
    });
  },
});
