import { rule, requiresRole, sinceLevel, writes } from "../wrappers.ts";
import { expectThat } from "../expect.ts";
import { show } from "./_support.ts";
import { subscriptionEntries } from "./_subscriptions.ts";

// From level 133 subscription entries in subscription events do not carry role. (When the server sends
// no subscription event for the trigger the seed's API allows, the rule says so in a note.)
export default sinceLevel(
  133,
  writes(
    requiresRole(
      "administrator",
      rule({
        id: "events/subscription-no-role",
        title: "Subscription event entries carry no role (level 133)",
        seed: "Channel object: subscription entries do not carry role (removed at level 133); Events: subscription",
        operations: ["PATCH /streams/{stream_id}", "POST /register", "GET /events", "DELETE /events", "POST /drafts", "GET /streams"],
        async run(ctx) {
          const { entries, got } = await subscriptionEntries(ctx, ctx.as("administrator"));
          if (!got || entries.length === 0) return ctx.note("no subscription event followed PATCH /streams on a subscribed channel (the seed's API has no other trigger); nothing to check");
          const bad = entries.filter((s) => "role" in s);
          expectThat(bad.length === 0, { title: "A subscription entry carries role", expected: "no role in subscription entries (removed at level 133)", received: show(bad), exchange: got.last });
        },
      }),
    ),
  ),
);
