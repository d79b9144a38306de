import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";

// From level 163 the own-user response always carries delivery_email, a string, for every kind of account.
export default rule({
  id: "users/own-user-delivery-email",
  title: "GET /users/me always has delivery_email, a string",
  seed: "Resources and their fields, own-user response: delivery_email (string, always present); Versioning 163: delivery_email always present",
  statements: ["own-user.delivery-email", "level.163"],
  operations: ["GET /users/me"],
  roles: ["administrator", "member", "guest", "bot"],
  since: "OwnUser.delivery_email @changed",
  async run(ctx) {
    await ctx.each(["administrator", "member", "guest", "bot"] as const, async (role) => {
      const ex = await ctx.as(role).call("GET /users/me");
      const me = expectSuccess(ex, `GET /users/me as ${role}`);
      expectThat(typeof me.delivery_email === "string", {
        title: `GET /users/me of a ${role} without a string delivery_email`,
        expected: "delivery_email present, a string",
        received: "delivery_email" in me ? `delivery_email ${show(me.delivery_email)}` : "no delivery_email",
        exchange: ex,
      });
    });
  },
});
