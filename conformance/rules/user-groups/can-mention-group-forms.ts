import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { groupNamed, listGroups, show } from "../shared/users.ts";
import { CREATE, LIST, allowedSystemGroups, sameSetting } from "./_groups.ts";

// From level 258 can_mention_group takes both forms of a group-setting value: the integer ID of a group, and an
// object {direct_members, direct_subgroups}. A group created with either form lists the same setting (an object
// compared by its sets of members and subgroups), whether it names members, subgroups or both.
export default rule({
  id: "user-groups/can-mention-group-forms",
  title: "can_mention_group takes an integer or a {direct_members, direct_subgroups} object",
  seed: "User group object: can_mention_group integer or object; group-setting value either the integer ID of a user group or an object with direct_members and direct_subgroups (before level 258 only the integer form)",
  statements: ["group.setting-value", "groups.create", "level.191-198-258-260"],
  operations: [CREATE, LIST],
  roles: ["administrator", "member"],
  since: "GroupSettingValue @changed",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const people = [admin.userId, ctx.as("member").userId];
    const allowed = (await allowedSystemGroups(admin)).filter((g) => g.name !== "role:nobody").map((g) => g.id as number);
    // The seed names no system group a mention setting may use: without one, the integer form has nothing to name.
    if (!allowed.length) return ctx.note("GET /user_groups lists no system group besides role:internet, role:owners and role:nobody: nothing to test");
    const setting = fc.oneof(
      fc.constantFrom(...allowed),
      fc.record({ direct_members: fc.subarray(people, { minLength: 1 }), direct_subgroups: fc.subarray(allowed, { maxLength: 2 }) }),
      // Subgroups only (not none at all: an empty setting may read back as some group of nobody).
      fc.record({ direct_members: fc.constant([] as number[]), direct_subgroups: fc.subarray(allowed, { minLength: 1, maxLength: 2 }) }),
    );
    const check = async (value: unknown) => {
      const name = ctx.name("mention-forms");
      const ex = await admin.call(CREATE, { body: { name, description: "can_mention_group forms", members: [admin.userId], can_mention_group: value } });
      expectSuccess(ex, `creating a group with can_mention_group ${show(value)}`);
      const g = groupNamed(await listGroups(admin), name)[0];
      expectThat(g !== undefined && sameSetting(g.can_mention_group, value), {
        title: `the can_mention_group a group was created with does not read back (${typeof value === "number" ? "a group ID" : "an object"})`,
        expected: `can_mention_group ${show(value)}`,
        received: g ? `can_mention_group ${show(g.can_mention_group)}` : `no group named ${name}`,
        exchange: ex,
      });
    };
    // Every run: every allowed system group by its ID, an object of members only, an object of subgroups only (two of
    // them, not the integer form in disguise), an object of both; then drawn.
    await ctx.each(
      [
        ...allowed,
        { direct_members: [admin.userId], direct_subgroups: [] },
        ...(allowed.length >= 2 ? [{ direct_members: [], direct_subgroups: allowed.slice(0, 2) }] : []),
        { direct_members: people, direct_subgroups: [allowed[0]] },
      ],
      check,
    );
    await ctx.property("forms", setting, check, { runs: 4 });
  },
});
