import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { registerQueue, show } from "../shared/events.ts";
import { changeSomeSetting } from "./_settings.ts";
import { ifOffered } from "../shared/extras.ts";
import { eventsUntilFence } from "./_drafts.ts";

const LEGACY = ["update_display_settings", "update_global_notifications"];

// From level 89 the deprecated settings events go only to clients without the user_settings_object capability: a
// client that declared it gets none of them when settings change. Everything the changes sent arrives before the
// drafts event of a draft created afterwards (the fence).
export default rule({
  id: "events/legacy-settings-only-without-capability",
  title: "Clients with the user_settings_object capability get no deprecated settings events",
  seed: "Events: update_display_settings, update_global_notifications (clients that did not declare the user_settings_object capability; deprecated at level 89)",
  statements: ["events.update-display-settings", "events.update-global-notifications", "level.89"],
  operations: ["PATCH /settings", "POST /register", "GET /events", "DELETE /events", "POST /drafts"],
  roles: ["member"],
  since: "UserSettingsEvent",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: [...LEGACY, "user_settings", "drafts"], client_capabilities: { user_settings_object: true } });
    // A setting of each deprecated kind (the spec's x-legacy-event) where the server takes one; at least one.
    const changed = [];
    for (const legacy of LEGACY) changed.push(await ifOffered(() => changeSomeSetting(ctx, me, q, { legacy })));
    if (!changed.some(Boolean)) await changeSomeSetting(ctx, me, q);
    const got = await eventsUntilFence(ctx, q);
    const legacy = got.events.filter((e) => LEGACY.includes(e?.type));
    expectThat(legacy.length === 0, {
      title: "A client with the user_settings_object capability got deprecated settings events",
      expected: "no update_display_settings or update_global_notifications events",
      received: show(legacy),
      exchange: got.last,
    });
  },
});
