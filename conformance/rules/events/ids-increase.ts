import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, poll, registerQueue, show, type Event } from "../shared/events.ts";
import { makeDraft } from "./_drafts.ts";

const ids = (events: Event[]) => events.map((e) => e?.id);
const increasing = (list: unknown[]) => list.every((id, i) => i === 0 || (id as number) > (list[i - 1] as number));

// Event IDs increase (not necessarily consecutively) and every event returned has an ID greater than the
// last_event_id of the request: the one from POST /register, then the first event's ID. Events come from creating
// 2 to 4 drafts.
export default rule({
  id: "events/ids-increase",
  title: "Event IDs increase and are greater than last_event_id",
  seed: "Events: id (integer; increasing, not necessarily consecutive); Endpoints, Events: GET /events (events with IDs greater than last_event_id)",
  statements: ["events.id-and-type", "events.after-last-event-id"],
  operations: ["GET /events", "POST /register", "DELETE /events", "POST /drafts"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    await ctx.property("event-ids", fc.integer({ min: 2, max: 4 }), async (count) => {
      const q = await registerQueue(ctx, me, { event_types: ["drafts"] });
      for (let i = 0; i < count; i++) await makeDraft(ctx, me);
      const got = await collectEvents(q, (events) => events.filter((e) => e?.type === "drafts").length >= count);
      expectThat(got.events.length >= 1 && increasing(ids(got.events)) && got.events.every((e) => e.id > q.lastEventId), {
        title: "Event IDs do not increase from last_event_id",
        expected: `increasing IDs greater than last_event_id ${q.lastEventId}`,
        received: `IDs ${show(ids(got.events))}`,
        exchange: got.last,
      });
      // Asking from the first event on: only later events come back.
      const after = got.events[0].id;
      const again = await poll(q, after, true);
      expectThat(again.events.every((e) => e.id > after) && increasing(ids(again.events)), {
        title: "GET /events returned an event not after last_event_id",
        expected: `increasing IDs greater than last_event_id ${after}`,
        received: `IDs ${show(ids(again.events))}`,
        exchange: again.ex,
      });
    });
  },
});
