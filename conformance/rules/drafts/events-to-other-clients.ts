import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show } from "../shared/events.ts";
import { CREATE, createDrafts } from "../shared/drafts.ts";

// Created drafts are synchronized to the user's other clients by drafts events: two event queues of the same user
// (two clients, neither of which made the request) each receive a drafts event. The payload is not shown.
export default rule({
  id: "drafts/events-to-other-clients",
  title: "Creating drafts sends drafts events to the user's other clients",
  seed: "Endpoints, Drafts: created drafts are synchronized to other clients by drafts events; Events: operation-to-event ties shown",
  statements: ["drafts.events", "events.drafts-tie"],
  operations: [CREATE, "POST /register", "GET /events", "DELETE /events"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const clients = [await registerQueue(ctx, me, { event_types: ["drafts"] }), await registerQueue(ctx, me, { event_types: ["drafts"] })];
    expectSuccess(await createDrafts(ctx, me, [{ type: "", to: [], topic: "", content: `${ctx.name("draft")} to synchronize` }]), "creating a draft");
    await ctx.each([...clients.entries()], async ([i, q]) => {
      const got = await collectEvents(q, (events) => events.some((e) => e.type === "drafts"));
      expectThat(got.events.some((e) => e.type === "drafts"), {
        title: "Another client of the user got no drafts event",
        expected: `a drafts event on client ${i + 1} of 2 after POST /drafts`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
  },
});
