import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show } from "../shared/events.ts";
import { makeDraft } from "./_drafts.ts";
import { changeSetting, changeSomeSetting } from "./_settings.ts";

// Every event has an integer id and a string type. Events come from changing a setting and putting it back (the
// user_settings event, or the deprecated ones, whichever the server sends this client: it declared the
// user_settings_object capability) and from creating drafts (1 to 3, each a drafts event, which come after the
// settings events), received on a queue registered for every event type; every drafts event must arrive.
export default rule({
  id: "events/id-and-type",
  title: "Every event has an integer id and a string type",
  seed: "Events: every event has id (integer) and type (string)",
  statements: ["events.id-and-type"],
  operations: ["GET /events", "POST /register", "DELETE /events", "POST /drafts", "PATCH /settings"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    await ctx.property("events", fc.integer({ min: 1, max: 3 }), async (count) => {
      const q = await registerQueue(ctx, me, { client_capabilities: { user_settings_object: true } });
      const { name, original } = await changeSomeSetting(ctx, me, q);
      await changeSetting(ctx, me, name, original, original);
      for (let i = 0; i < count; i++) await makeDraft(ctx, me);
      const got = await collectEvents(q, (events) => events.filter((e) => e?.type === "drafts").length >= count);
      const bad = got.events.filter((e) => typeof e !== "object" || e === null || !Number.isInteger(e.id) || typeof e.type !== "string");
      const drafts = got.events.filter((e) => e?.type === "drafts").length;
      expectThat(bad.length === 0 && drafts >= count, {
        title: bad.length ? "An event without an integer id and a string type" : "Drafts events did not arrive",
        expected: `events with an integer id and a string type, ${count} of them drafts events (after a settings change and ${count} drafts)`,
        received: bad.length ? show(bad) : `${drafts} drafts events in ${show(got.events)}`,
        exchange: got.last,
      });
    });
  },
});
