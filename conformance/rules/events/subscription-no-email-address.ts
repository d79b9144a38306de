import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show } from "../shared/events.ts";
import { SUBSCRIPTION_OPERATIONS, subscriptionEntries } from "./_subscriptions.ts";

// From level 226 subscription entries in subscription events do not carry email_address. (When the server sends
// no subscription event when a user joins a channel, the rule says so in a note.)
export default rule({
  id: "events/subscription-no-email-address",
  title: "Subscription event entries carry no email_address",
  seed: "Channel object: subscription entries do not carry email_address (removed at level 226); Events: subscription",
  statements: ["subscription.no-email-address", "events.subscription"],
  operations: SUBSCRIPTION_OPERATIONS,
  roles: ["administrator"],
  since: "Subscription.email_address @removed",
  writes: true,
  async run(ctx) {
    const { entries, got } = await subscriptionEntries(ctx, ctx.as("administrator"));
    if (!got || entries.length === 0) return ctx.note("no public channel to join, or no subscription event followed joining one; nothing to check");
    const bad = entries.filter((s) => "email_address" in s);
    expectThat(bad.length === 0, { title: "A subscription entry carries email_address", expected: `no email_address in subscription entries (removed at level ${ctx.facts.levelOf("Subscription.email_address @removed")})`, received: show(bad), exchange: got.last });
  },
});
