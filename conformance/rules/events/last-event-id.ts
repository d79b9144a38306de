import fc from "fast-check";
import { rule } from "../rule.ts";
import { ifOffered } from "../shared/extras.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, deleteQueue, poll, registerQueue, show } from "../shared/events.ts";
import { makeDraft } from "./_drafts.ts";

// GET /events answers the events with IDs greater than last_event_id: after 2 to 4 drafts events have arrived on a
// queue (read from the register endpoint's last_event_id), asking again from the ID of one of them (a generated
// position) answers exactly the later ones, in order: none of those at or before it, none of the later ones missing.
export default rule({
  id: "events/last-event-id",
  title: "GET /events answers exactly the events after last_event_id",
  seed: "Endpoints, Events: GET /events (Response: events, list of event objects with IDs greater than last_event_id)",
  statements: ["events.after-last-event-id"],
  operations: ["GET /events", "POST /register", "DELETE /events", "POST /drafts"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const arb = fc.integer({ min: 2, max: 4 }).chain((n) => fc.record({ n: fc.constant(n), at: fc.integer({ min: 0, max: n - 2 }) }));
    await ctx.property("after-last-event-id", arb, async ({ n, at }) => {
      const q = await registerQueue(ctx, me, { event_types: ["drafts"] });
      for (let i = 0; i < n; i++) await makeDraft(ctx, me);
      const got = await collectEvents(q, (events) => events.filter((e) => e?.type === "drafts").length >= n);
      const ids = got.events.map((e) => e.id);
      expectThat(ids.length >= n, { title: "Drafts events did not arrive", expected: `${n} drafts events`, received: `IDs ${show(ids)}`, exchange: got.last });
      const from = ids[at];
      const again = await poll(q, from, true);
      const later = ids.filter((id) => id > from);
      expectThat(JSON.stringify(again.events.map((e) => e.id)) === JSON.stringify(later), {
        title: "GET /events did not answer exactly the events after last_event_id",
        expected: `the events with IDs ${show(later)} (of ${show(ids)}) for last_event_id ${from}`,
        received: `IDs ${show(again.events.map((e) => e.id))}`,
        exchange: again.ex,
      });
      // Zulip's DELETE /events where offered; elsewhere the queue expires on its own (x-seed-fallback).
      await ifOffered(() => deleteQueue(q));
    });
  },
});
