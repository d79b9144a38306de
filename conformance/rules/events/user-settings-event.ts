import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Event } from "../shared/events.ts";
import { changeSomeSetting, type SettingValue } from "./_settings.ts";
import { ifOffered } from "../shared/extras.ts";

const isUpdate = (name: string, value: SettingValue) => (e: Event) => e?.type === "user_settings" && e.op === "update" && e.property === name && e.value === value;

// From level 89 changing a user setting sends a user_settings event (op update, property the setting's name, value
// its new value) to the user's clients: here a client that declared the user_settings_object capability. Two
// settings, the first two the server takes of those the spec documents, are changed, then put back; each its own
// finding.
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
    const changed: string[] = [];
    await ctx.each([1, 2], async (n) => {
      // The first setting is needed (none taken: skipped); a second only where the server takes one.
      const change = n === 1 ? await changeSomeSetting(ctx, me, q) : await ifOffered(() => changeSomeSetting(ctx, me, q, { exclude: changed }));
      if (!change) return void ctx.note("only one setting was accepted: one change read");
      const { name, value } = change;
      changed.push(name);
      const got = await collectEvents(q, (events) => events.some(isUpdate(name, value)));
      q.lastEventId = Math.max(q.lastEventId, ...got.events.map((e) => e.id));
      expectThat(got.events.some(isUpdate(name, value)), {
        title: `No user_settings event for a changed setting: ${name}`,
        expected: `a user_settings event {op: "update", property: "${name}", value: ${show(value)}}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
  },
});
