import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";

// A queue_id no queue has is refused by GET /events (the seed shows no code for it; Zulip's is BAD_EVENT_QUEUE_ID).
export default rule({
  id: "events/unknown-queue",
  title: "GET /events refuses an unknown queue_id",
  seed: "Endpoints, Events: GET /events (queue_id: the ID of a queue registered earlier)",
  statements: ["events.queue-id"],
  operations: ["GET /events"],
  roles: ["member"],
  async run(ctx) {
    await ctx.property("unknown-queue", fc.uuid(), async (uuid) => {
      const ex = await ctx.as("member").call("GET /events", { query: { queue_id: `${ctx.prefix}:${uuid}`, dont_block: true } });
      expectRefused(ex, "polling a queue that was never registered");
    });
  },
});
