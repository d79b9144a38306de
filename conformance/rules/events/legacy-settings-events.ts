import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Event } from "../shared/events.ts";
import { changeSomeSetting, type SettingValue } from "./_settings.ts";
import { ifOffered } from "../shared/extras.ts";

const LEGACY = ["update_display_settings", "update_global_notifications"];

/** update_display_settings (setting_name) or update_global_notifications (notification_name) for this change. */
const isLegacy = (name: string, value: SettingValue, email: string) => (e: Event) =>
  (e?.type === "update_display_settings" && e.setting_name === name && e.setting === value && e.user === email) ||
  (e?.type === "update_global_notifications" && e.notification_name === name && e.setting === value && e.user === email);

// A client that did not declare the user_settings_object capability gets the deprecated event for a changed
// setting: update_display_settings or update_global_notifications (which setting is which kind is not shown, so
// either is accepted), naming the user's API email, the setting and its new value. One setting of each kind (the
// spec's x-legacy-event: Zulip's grouping), the first the server takes of each; each its own finding.
export default rule({
  id: "events/legacy-settings-events",
  title: "Clients without the user_settings_object capability get the deprecated settings events",
  seed: "Events: update_display_settings and update_global_notifications (clients that did not declare the user_settings_object capability); operation-to-event ties shown",
  statements: ["events.update-display-settings", "events.update-global-notifications", "events.settings-tie"],
  operations: ["PATCH /settings", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: LEGACY });
    // `user` is the API email, as the requester's own user object gives it (not necessarily the address logged in with).
    const apiEmail = String(expectSuccess(await me.call("GET /users/me"), "GET /users/me").email);
    const untried: string[] = [];
    await ctx.each(LEGACY, async (legacy) => {
      // A kind none of whose settings the server takes is not read (the settings are Zulip's extras); the other is.
      const changed = await ifOffered(() => changeSomeSetting(ctx, me, q, { legacy }));
      if (!changed) return void untried.push(legacy);
      const { name, value } = changed;
      const got = await collectEvents(q, (events) => events.some(isLegacy(name, value, apiEmail)));
      q.lastEventId = Math.max(q.lastEventId, ...got.events.map((e) => e.id));
      expectThat(got.events.some(isLegacy(name, value, apiEmail)), {
        title: `No deprecated settings event for a client without the capability: ${name}`,
        expected: `update_display_settings {setting_name: "${name}", setting: ${show(value)}, user: "${apiEmail}"} or update_global_notifications {notification_name: "${name}", ...}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
    if (untried.length === LEGACY.length) await changeSomeSetting(ctx, me, q); // none taken: skipped with the answer
    if (untried.length) ctx.note(`no setting of the kind the spec groups under ${untried.join(", ")} was accepted: not read`);
  },
});
