import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";

// Fields of the own-user response that exist at every level (is_owner, role, is_billing_admin and an always-present
// delivery_email came later and are covered by their own rules and the response schema).
const FLAT_FIELDS = ["avatar_url", "avatar_version", "email", "full_name", "is_admin", "is_guest", "is_bot", "is_active", "timezone", "date_joined", "max_message_id", "user_id"];

// GET /users/me is flat (no `user` wrapper), describes the requester, and has profile_data exactly when the
// requester is not a bot.
export default rule({
  id: "users/own-user-flat",
  title: "GET /users/me is flat, describes the requester, and has profile_data only for non-bots",
  seed: "Resources and their fields, User object: own-user response (GET /users/me) is flat (no user wrapper) ... profile_data (only when is_bot is false)",
  statements: ["own-user.flat", "own-user.fields", "own-user.profile-data", "users.get-me"],
  operations: ["GET /users/me"],
  roles: ["member", "guest", "bot"],
  async run(ctx) {
    await ctx.each(["member", "guest", "bot"] as const, async (role) => {
      const caller = ctx.as(role);
      const ex = await caller.call("GET /users/me");
      const me = expectSuccess(ex, `GET /users/me as ${role}`);
      const missing = FLAT_FIELDS.filter((f) => !(f in me));
      expectThat(!("user" in me) && missing.length === 0, {
        title: "GET /users/me is not the flat own-user object",
        expected: `the fields ${FLAT_FIELDS.join(", ")} at the top level, no \`user\` wrapper`,
        received: `${"user" in me ? "a `user` wrapper; " : ""}missing at the top level: ${missing.join(", ") || "none"}`,
        exchange: ex,
      });
      // Identity by user_id: `email` is the API address, which may be a fake one, not the address logged in with.
      expectThat(me.user_id === caller.userId && typeof me.email === "string" && me.is_bot === (role === "bot"), {
        title: "GET /users/me does not describe the requester",
        expected: `user_id ${caller.userId}, an email string, is_bot ${role === "bot"}`,
        received: `user_id ${show(me.user_id)}, email ${show(me.email)}, is_bot ${show(me.is_bot)}`,
        exchange: ex,
      });
      const hasProfile = "profile_data" in me;
      expectThat(hasProfile === !me.is_bot, {
        title: me.is_bot ? "GET /users/me of a bot has profile_data" : "GET /users/me of a non-bot lacks profile_data",
        expected: me.is_bot ? "no profile_data for a bot" : "profile_data for a non-bot",
        received: hasProfile ? `profile_data ${show(me.profile_data)}` : "no profile_data",
        exchange: ex,
      });
    });
  },
});
