import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { createDrafts } from "../shared/drafts.ts";
import { collectEvents, eventsUntilFence, registerQueue, show } from "../shared/events.ts";

// Creating drafts produces drafts events to the user's other clients, and to nobody else: two queues of the member
// who creates a draft each get a drafts event (bounded long polls); the queue of another member gets no drafts event
// but the one of its own fence (a draft it creates afterwards). The payload is not shown, so drafts events are
// counted.
export default rule({
  id: "events/drafts-audience",
  title: "Drafts events go to the user's other clients, never to another user",
  seed: "Events: operation-to-event ties shown (creating drafts produces drafts events to the user's other clients); Endpoints, Drafts: created drafts are synchronized to other clients by drafts events",
  statements: ["events.drafts-tie", "drafts.events"],
  operations: ["POST /drafts", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member", "member"],
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const mine = [await registerQueue(ctx, me, { event_types: ["drafts"] }), await registerQueue(ctx, me, { event_types: ["drafts"] })];
    const theirs = await registerQueue(ctx, other, { event_types: ["drafts"] });
    expectSuccess(await createDrafts(ctx, me, [{ type: "", to: [], topic: "", content: `${ctx.name("draft")} of one user` }]), "creating a draft");
    await ctx.each([...mine.entries()], async ([i, q]) => {
      const got = await collectEvents(q, (events) => events.some((e) => e?.type === "drafts"));
      expectThat(got.events.some((e) => e?.type === "drafts"), {
        title: "A client of the user got no drafts event",
        expected: `a drafts event on client ${i + 1} of 2 of ${me.email}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
    const got = await eventsUntilFence(ctx, theirs);
    const drafts = got.events.filter((e) => e?.type === "drafts");
    expectThat(drafts.length === 1, {
      title: "Another user got a drafts event for a draft that is not theirs",
      expected: `only the drafts event of its own fence on the queue of ${other.email} (1 drafts event)`,
      received: `${drafts.length} drafts events: ${show(drafts)}`,
      exchange: got.last,
    });
  },
});
