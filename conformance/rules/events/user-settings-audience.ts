import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, eventsUntilFence, registerQueue, show, type Event } from "../shared/events.ts";
import { changeSomeSetting } from "./_settings.ts";

const CAPABLE = { event_types: ["user_settings", "drafts"], client_capabilities: { user_settings_object: true } };

// A changed setting sends a user_settings event to the user's clients (every one of them: two queues of the user)
// and to nobody else (another member's queue gets none up to its fence).
export default rule({
  id: "events/user-settings-audience",
  title: "user_settings events go to every client of the user, and to no other user",
  seed: "Events: user_settings (the user's clients when their settings change, level 89); operation-to-event ties shown",
  statements: ["events.user-settings", "events.settings-tie"],
  operations: ["PATCH /settings", "POST /register", "GET /events", "DELETE /events", "POST /drafts"],
  roles: ["member", "member"],
  since: "UserSettingsEvent",
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const mine = [await registerQueue(ctx, me, CAPABLE), await registerQueue(ctx, me, CAPABLE)];
    const theirs = await registerQueue(ctx, other, CAPABLE);
    const { name, value } = await changeSomeSetting(ctx, me, mine[0]);
    const isUpdate = (e: Event) => e?.type === "user_settings" && e.property === name && e.value === value;
    await ctx.each([...mine.entries()], async ([i, q]) => {
      const got = await collectEvents(q, (events) => events.some(isUpdate));
      expectThat(got.events.some(isUpdate), {
        title: "A client of the user got no user_settings event",
        expected: `a user_settings event {property: "${name}", value: ${show(value)}} on client ${i + 1} of 2 of ${me.email}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
    const got = await eventsUntilFence(ctx, theirs);
    const leaked = got.events.filter((e) => e?.type === "user_settings");
    expectThat(leaked.length === 0, {
      title: "Another user got a user_settings event for a setting that is not theirs",
      expected: `no user_settings event on the queue of ${other.email} (up to its fence)`,
      received: show(leaked),
      exchange: got.last,
    });
  },
});
