import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { fetchUser, show } from "../shared/users.ts";
import { TARGET_ROLES, targets } from "./_accounts.ts";

// delivery_email is the real address or null (null if the requester cannot access it), and for bots always the real
// address; email is the real address or, if the requester may not see the real one, a fake: every account's user
// object as every other account reads it agrees with the real address the account sees of itself (GET /users/me):
// delivery_email is that address or null (for a bot, that address); where it is null, email is not the real one;
// email is always a string.
export default rule({
  id: "users/delivery-email-and-email",
  title: "delivery_email is the real address or null (always real for bots), and email is not real where it is null",
  seed: "User object: delivery_email (real email address; null if the requester cannot access it; for bots always the real address), email (a fake usable-only-for-the-API address if the requester may not see the real one)",
  statements: ["user.delivery-email", "user.email"],
  operations: ["GET /users/{user_id}", "GET /users/me"],
  roles: [...TARGET_ROLES],
  since: "User.delivery_email @changed",
  async run(ctx) {
    const accounts = targets(ctx);
    const real = new Map<number, string>();
    for (const a of accounts) {
      const me = expectSuccess(await a.call("GET /users/me"), `GET /users/me as ${a.email}`);
      real.set(a.userId, String(me.delivery_email));
    }
    // Every viewer and target pair, every run: each wrong pair is reported, not only the first.
    const pairs = accounts.flatMap((viewer) => accounts.map((target) => ({ viewer, target })));
    await ctx.each(pairs, async ({ viewer, target }) => {
      const { ex, user } = await fetchUser(viewer, target.userId);
      if (!user) return; // not accessible to this viewer
      const address = real.get(target.userId)!;
      // email is a string in every user object (the real address or the fake API one), whoever reads it.
      expectThat(typeof user.email === "string" && user.email !== "", {
        title: "A user object's email is missing or not a string",
        expected: `email, a string (the API email address), for ${target.email} as ${viewer.email} reads it`,
        received: "email" in user ? `email ${show(user.email)}` : "no email",
        exchange: ex,
      });
      const isBot = target.role === "bot";
      const ok = isBot ? user.delivery_email === address : user.delivery_email === null || user.delivery_email === address;
      expectThat(ok && (user.delivery_email !== null || user.email !== address), {
        title: !ok ? (isBot ? "A bot's delivery_email is not its real address" : "delivery_email is neither the real address nor null") : "email is the real address although delivery_email hides it",
        expected: isBot
          ? `delivery_email ${show(address)} for bot ${target.email}, whoever reads it`
          : `delivery_email ${show(address)} or null for ${target.email} as ${viewer.email} reads it, and email not the real address where it is null`,
        received: `delivery_email ${show(user.delivery_email)}, email ${show(user.email)}`,
        exchange: ex,
      });
    });
  },
});
