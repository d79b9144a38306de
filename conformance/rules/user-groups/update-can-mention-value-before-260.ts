import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";
import { CREATE, LIST, UPDATE, allowedSystemGroups, createGroup, groupById, sameSetting } from "./_groups.ts";

// Before level 260 PATCH took can_mention_group as the new value itself (260: "update accepts only old/new object";
// the {new, old} object is the later form). A value sent that way is applied: GET /user_groups then lists it. From
// level 258 the value may be a group-setting object as well as a group ID, so the values tried include objects there.
export default rule({
  id: "user-groups/update-can-mention-value-before-260",
  title: "Before 260, PATCH can_mention_group takes the new value itself",
  seed: "Versioning: 191, 198, 258, 260 — can_mention_group introduced, renamed from _id, integer-or-object form, update accepts only old/new object; User group object: group-setting value",
  statements: ["level.191-198-258-260", "group.setting-value"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator", "member"],
  since: `${UPDATE} body.can_mention_group @renamed`,
  until: `${UPDATE} body.can_mention_group @changed:only the {new, old} object`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const people = [admin.userId, ctx.as("member").userId];
    const allowed = (await allowedSystemGroups(admin)).map((g) => g.id as number);
    // The seed names no system group a mention setting may use: with fewer than two there is nothing to switch between.
    if (allowed.length < 2) return ctx.note(`GET /user_groups lists ${allowed.length} system group(s) besides role:internet and role:owners: nothing to switch between`);
    const group = await createGroup(ctx, admin, "mention-value", { can_mention_group: allowed[0] });
    let current: unknown = allowed[0];
    const ids = fc.constantFrom(...allowed);
    // The object form exists from the level that introduced it (258), two levels before the {new, old} form.
    const value = ctx.since("GroupSettingValue @changed")
      ? fc.oneof(ids, fc.record({ direct_members: fc.subarray(people, { minLength: 1 }), direct_subgroups: fc.subarray(allowed, { maxLength: 1 }) }))
      : ids;
    // Always a change: the value listed afterwards can only be the one sent if the server applied it.
    const check = async (next: unknown) => {
      const target = sameSetting(next, current) ? allowed.find((id) => !sameSetting(id, current))! : next;
      const ex = await admin.call(UPDATE, { path: { user_group_id: group.id }, body: { can_mention_group: target } });
      expectSuccess(ex, `changing can_mention_group to ${show(target)}`);
      const after = (await groupById(admin, group.id as number))?.can_mention_group;
      expectThat(sameSetting(after, target), {
        title: `the can_mention_group value sent to PATCH does not read back (${typeof target === "number" ? "a group ID" : "an object"})`,
        expected: `can_mention_group ${show(target)}`,
        received: `can_mention_group ${show(after)}`,
        exchange: ex,
      });
      current = target;
    };
    // A group ID once, and from 258 an object once, then drawn.
    await ctx.each([allowed[1], ...(ctx.since("GroupSettingValue @changed") ? [{ direct_members: [people[1]], direct_subgroups: [allowed[0]] }] : [])], check);
    await ctx.property("value", value, check, { runs: 4 });
  },
});
