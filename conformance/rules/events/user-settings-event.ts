import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Event } from "../shared/events.ts";
import { SETTINGS, changeSetting, currentSetting } from "./_settings.ts";

const isUpdate = (name: string, value: boolean) => (e: Event) => e?.type === "user_settings" && e.op === "update" && e.property === name && e.value === value;

// From level 89 changing a user setting sends a user_settings event (op update, property the setting's name, value
// its new value) to the user's clients: here a client that declared the user_settings_object capability. Each of
// two boolean settings is flipped, then put back.
export default rule({
  id: "events/user-settings-event",
  title: "Changing a setting sends a user_settings update event",
  seed: "Events: user_settings (the user's clients when their settings change, level 89): op update, property, value; operation-to-event ties shown",
  statements: ["events.user-settings", "events.settings-tie", "level.89"],
  operations: ["PATCH /settings", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member"],
  since: "UserSettingsEvent",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: ["user_settings"], client_capabilities: { user_settings_object: true } });
    for (const name of SETTINGS) {
      const original = currentSetting(q, name);
      await changeSetting(ctx, me, name, !original, original);
      const got = await collectEvents(q, (events) => events.some(isUpdate(name, !original)));
      expectThat(got.events.some(isUpdate(name, !original)), {
        title: "No user_settings event for a changed setting",
        expected: `a user_settings event {op: "update", property: "${name}", value: ${!original}}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
      q.lastEventId = Math.max(q.lastEventId, ...got.events.map((e) => e.id));
    }
  },
});
