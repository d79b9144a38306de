import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { createDrafts } from "../shared/drafts.ts";
import { collectEvents, registerQueue, show, type Event } from "../shared/events.ts";
import { changeSomeSetting } from "./_settings.ts";

const CAPABLE = { client_capabilities: { user_settings_object: true } };
const isType = (t: string) => (e: Event) => e?.type === t;

// The event type is used for server-side filtering at registration: a queue registered for drafts events only gets
// no user_settings event, and one registered for user_settings events only gets no drafts event, while the member
// changes a setting, creates a draft, and changes the setting back. Each queue is read up to an event of its own
// type that the server sends after the other type's (the draft for the first, the second settings change for the
// second), with bounded long polls.
export default rule({
  id: "events/event-types-filter",
  title: "A queue gets only the event types it registered for",
  seed: "Events: type (string; used for client dispatch and for server-side filtering at registration)",
  statements: ["events.type-filter", "events.id-and-type"],
  operations: ["PATCH /settings", "POST /drafts", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member"],
  since: "UserSettingsEvent",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const draftsOnly = await registerQueue(ctx, me, { event_types: ["drafts"], ...CAPABLE });
    const settingsOnly = await registerQueue(ctx, me, { event_types: ["user_settings"], ...CAPABLE });
    const { name, original } = await changeSomeSetting(ctx, me, settingsOnly);
    expectSuccess(await createDrafts(ctx, me, [{ type: "", to: [], topic: "", content: `${ctx.name("draft")} for the type filter` }]), "creating a draft");
    expectSuccess(await me.call("PATCH /settings", { body: { [name]: original } }), `changing ${name} back (PATCH /settings)`);
    for (const [q, wanted, other, count] of [
      [draftsOnly, "drafts", "user_settings", 1],
      [settingsOnly, "user_settings", "drafts", 2],
    ] as const) {
      const got = await collectEvents(q, (events) => events.filter(isType(wanted)).length >= count);
      const foreign = got.events.filter((e) => e?.type !== wanted && e?.type !== "heartbeat");
      expectThat(foreign.length === 0 && got.events.filter(isType(wanted)).length >= count, {
        title: foreign.length ? `A queue registered for ${wanted} events only got other events` : `A queue registered for ${wanted} events got none`,
        expected: `${count} ${wanted} event(s) and no ${other} event on a queue registered with event_types ["${wanted}"]`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    }
  },
});
