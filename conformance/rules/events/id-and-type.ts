import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show } from "../shared/events.ts";
import { makeDraft } from "./_drafts.ts";

// Every event has an integer id and a string type. Events come from creating drafts (1 to 3, each a drafts
// event), received on a queue registered for every event type.
export default rule({
  id: "events/id-and-type",
  title: "Every event has an integer id and a string type",
  seed: "Events: every event has id (integer) and type (string)",
  statements: ["events.id-and-type"],
  operations: ["GET /events", "POST /register", "DELETE /events", "POST /drafts"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    await ctx.property("events", fc.integer({ min: 1, max: 3 }), async (count) => {
      const q = await registerQueue(ctx, me);
      for (let i = 0; i < count; i++) await makeDraft(ctx, me);
      const got = await collectEvents(q, (events) => events.filter((e) => e?.type === "drafts").length >= count);
      const bad = got.events.filter((e) => typeof e !== "object" || e === null || !Number.isInteger(e.id) || typeof e.type !== "string");
      expectThat(bad.length === 0 && got.events.length > 0, {
        title: "An event without an integer id and a string type",
        expected: `events with an integer id and a string type (after ${count} drafts)`,
        received: got.events.length ? show(bad) : "no events",
        exchange: got.last,
      });
    });
  },
});
