// Not a rule: GET /users/{user_id} with and without client_gravatar, for the default rules.
import { expectThat } from "../expect.ts";
import type { RuleContext } from "../types.ts";
import { fetchUser, show } from "../shared/users.ts";
import { TARGET_ROLES, targets } from "./_accounts.ts";

/** Every account read without client_gravatar and with `value`: the two avatar_url must agree. */
export async function defaultIs(ctx: RuleContext, value: boolean): Promise<void> {
  const viewer = ctx.as("administrator");
  // Every account, every run: each one read differently is reported, not only the first.
  await ctx.each(targets(ctx), async (target) => {
    const omitted = await fetchUser(viewer, target.userId);
    const explicit = await fetchUser(viewer, target.userId, { client_gravatar: value });
    if (!omitted.user || !explicit.user) return;
    expectThat(omitted.user.avatar_url === explicit.user.avatar_url, {
      title: `client_gravatar omitted does not act as ${value}`,
      expected: `avatar_url of ${target.email} without client_gravatar as with client_gravatar=${value}: ${show(explicit.user.avatar_url)}`,
      received: show(omitted.user.avatar_url),
      exchange: omitted.ex,
    });
  });
}

export const GRAVATAR_ROLES = ["administrator", ...TARGET_ROLES.filter((r) => r !== "administrator")] as const;
