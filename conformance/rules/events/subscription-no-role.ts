import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show } from "../shared/events.ts";
import { SUBSCRIPTION_OPERATIONS, subscriptionEntries } from "./_subscriptions.ts";

// From level 133 subscription entries in subscription events do not carry role. (When the server sends
// no subscription event when a user joins a channel, the rule says so in a note.)
export default rule({
  id: "events/subscription-no-role",
  title: "Subscription event entries carry no role",
  seed: "Channel object: subscription entries do not carry role (removed at level 133); Events: subscription",
  statements: ["subscription.no-role", "events.subscription"],
  operations: SUBSCRIPTION_OPERATIONS,
  roles: ["administrator"],
  since: "Subscription.role @removed",
  writes: true,
  async run(ctx) {
    const { entries, got } = await subscriptionEntries(ctx, ctx.as("administrator"));
    if (!got || entries.length === 0) return ctx.note("no public channel to join, or no subscription event followed joining one; nothing to check");
    const bad = entries.filter((s) => "role" in s);
    expectThat(bad.length === 0, { title: "A subscription entry carries role", expected: `no role in subscription entries (removed at level ${ctx.facts.levelOf("Subscription.role @removed")})`, received: show(bad), exchange: got.last });
  },
});
