import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { collectEvents, registerQueue, show, type Event } from "../shared/events.ts";
import { makeDraft } from "./_drafts.ts";

const isDrafts = (e: Event) => e?.type === "drafts";

// Event queues are per client, and a user's drafts events go to that user's clients only: another member who polls
// the member's queue (its queue_id) is refused, or answered without the member's drafts event. The member's own
// poll then shows the drafts event was there to be taken.
export default rule({
  id: "events/queue-of-another-user",
  title: "Another user polling a user's queue does not get the user's events",
  seed: "What the service does: a per-client event queue; Events: operation-to-event ties shown (creating drafts produces drafts events to the user's other clients)",
  statements: ["events.drafts-tie", "events.queue-id"],
  operations: ["GET /events", "POST /register", "DELETE /events", "POST /drafts"],
  roles: ["member", "member"],
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const q = await registerQueue(ctx, me, { event_types: ["drafts"] });
    await makeDraft(ctx, me);
    const ex = await other.call("GET /events", { query: { queue_id: q.id, last_event_id: q.lastEventId, dont_block: true } });
    const body = bodyObject(ex.response);
    const leaked = body?.result === "success" && Array.isArray(body.events) ? (body.events as Event[]).filter(isDrafts) : [];
    expectThat(leaked.length === 0, {
      title: "Another user got the user's drafts events from the user's queue",
      expected: `GET /events by ${other.email} on the queue of ${me.email} refused, or without its drafts events`,
      received: `drafts events ${show(leaked)}`,
      exchange: ex,
    });
    const own = await collectEvents(q, (events) => events.some(isDrafts));
    if (!own.events.some(isDrafts)) ctx.note(`the queue of ${me.email} got no drafts event either; nothing was there to leak`);
  },
});
