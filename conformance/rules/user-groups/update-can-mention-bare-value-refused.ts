import { rule } from "../rule.ts";
import { CREATE, LIST, UPDATE, allowedSystemGroups, createGroup, expectMentionUpdateRefused } from "./_groups.ts";

// From level 260 PATCH "accepts only old/new object" for can_mention_group: the new value sent by itself (a group ID,
// the form before 260) is refused, and the setting stays.
export default rule({
  id: "user-groups/update-can-mention-bare-value-refused",
  title: "From 260, PATCH can_mention_group without the {new, old} object is refused",
  seed: "Versioning: 191, 198, 258, 260 — can_mention_group introduced, renamed from _id, integer-or-object form, update accepts only old/new object",
  statements: ["level.191-198-258-260", "groups.update-can-mention-old-new"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator"],
  since: `${UPDATE} body.can_mention_group @changed:only the {new, old} object`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const allowed = (await allowedSystemGroups(admin)).map((g) => g.id as number);
    // The seed names no system group a mention setting may use: with fewer than two there is nothing to switch to.
    if (allowed.length < 2) return ctx.note(`GET /user_groups lists ${allowed.length} system group(s) besides role:internet and role:owners: nothing to switch to`);
    const group = await createGroup(ctx, admin, "mention-bare", { can_mention_group: allowed[0] });
    await expectMentionUpdateRefused(admin, group.id as number, allowed[0], allowed[1], "a bare can_mention_group value was accepted from the level requiring {new, old}", "only the {new, old} object from this level");
  },
});
