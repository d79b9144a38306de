import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { fetchUser, readUser, show, type Json } from "../shared/users.ts";
import { ISO_8601, TARGET_ROLES, knownTimeZone, targets } from "./_accounts.ts";

// The user object of every kind of account (owner, administrator, moderator, member, guest, bot), as an
// administrator and as a member read it: the fields the seed lists unconditionally are present with their types (the
// spec's User schema at the tested level: is_billing_admin, avatar_url and avatar_version among them); user_id is the
// user's; date_joined is ISO 8601 text and not in the future; timezone is empty or a time zone name; is_active is
// true for these active accounts; a bot has bot_owner_id, null or the ID of an existing user.
export default rule({
  id: "users/user-object-fields",
  title: "User objects carry every listed field, with the seed's types and meanings",
  seed: "User object: user_id, date_joined (ISO 8601 text), is_active, is_billing_admin, timezone (time zone name, may be empty), avatar_url, avatar_version, bot_owner_id (owner of a bot; null for legacy bots)",
  statements: ["user.user-id", "user.date-joined", "user.is-active", "user.is-billing-admin", "user.timezone", "user.avatar-version", "user.bot-owner-id", "user.is-bot", "level.73"],
  operations: ["GET /users/{user_id}"],
  roles: ["administrator", "member", ...TARGET_ROLES.filter((r) => r !== "administrator" && r !== "member")],
  async run(ctx) {
    const [admin, member] = [ctx.as("administrator"), ctx.as("member")];
    // Every target as each reader, every run: each wrong user object is reported, not only the first.
    const cases = targets(ctx).flatMap((target) => [admin, member].map((reader) => ({ target, reader })));
    await ctx.each(cases, async ({ target, reader }) => {
      const { ex, user } = await fetchUser(reader, target.userId);
      if (!user) {
        // A member may not access every user; the administrator reads every one (readUser reports why not).
        if (reader === admin) await readUser(admin, target.userId);
        return;
      }
      const problems: string[] = ctx.spec.schemaProblems("User", user);
      if (user.user_id !== target.userId) problems.push(`user_id ${show(user.user_id)} is not ${target.userId}`);
      const joined = typeof user.date_joined === "string" ? Date.parse(user.date_joined) : NaN;
      if (typeof user.date_joined !== "string" || !ISO_8601.test(user.date_joined) || Number.isNaN(joined) || joined > Date.now() + 300_000)
        problems.push(`date_joined ${show(user.date_joined)} is not ISO 8601 text of a past time`);
      if (typeof user.timezone === "string" && user.timezone !== "" && !knownTimeZone(user.timezone)) problems.push(`timezone ${show(user.timezone)} names no time zone`);
      if (user.is_active !== true) problems.push(`is_active ${show(user.is_active)} for an active account`);
      // bot_owner_id under its name at the level (bot_owner before it; the schema checks which is there).
      // A bot has an owner field (null for a legacy bot without owner): bot_owner_id, bot_owner before level 1.
      if (user.is_bot === true && !("bot_owner_id" in user) && !("bot_owner" in user)) problems.push("a bot without bot_owner_id");
      if (user.is_bot === true && "bot_owner_id" in user && user.bot_owner_id !== null) {
        const owner = Number.isInteger(user.bot_owner_id) ? (await fetchUser(admin, user.bot_owner_id as number)).user : undefined;
        if (!owner) problems.push(`bot_owner_id ${show(user.bot_owner_id)} names no user`);
      }
      expectThat(problems.length === 0, {
        title: "A user object lacks a listed field or breaks its meaning",
        expected: `the user object of ${target.email} (${ctx.facts.roles.find((r) => r.code === user.role)?.name ?? target.role}) as ${reader.email} reads it: the spec's User schema, user_id, ISO 8601 date_joined, a time zone name, is_active true, an existing bot owner`,
        received: problems.join("; "),
        exchange: ex,
      });
    });
  },
});
