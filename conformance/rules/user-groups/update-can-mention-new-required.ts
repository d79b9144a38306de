import { rule } from "../rule.ts";
import { CREATE, LIST, UPDATE, allowedSystemGroups, createGroup, expectMentionUpdateRefused } from "./_groups.ts";

// can_mention_group is optional in a group update, but when it is sent its object's `new` is required: an object
// with only `old` (the setting's current value, so that a server reading `old` as the new value changes nothing
// visibly either) or with neither is refused, and the setting stays. Sent where the object form is the update's
// only form (from the level where "update accepts only old/new object").
export default rule({
  id: "user-groups/update-can-mention-new-required",
  title: "PATCH can_mention_group without new is refused and changes nothing",
  seed: "Endpoints, User groups: PATCH /user_groups/{user_group_id} — can_mention_group object with new (integer or object, required) and old (integer or object, optional, the expected current value)",
  statements: ["groups.update-can-mention-old-new"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator"],
  since: `${UPDATE} body.can_mention_group @changed:only the {new, old} object`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const allowed = (await allowedSystemGroups(admin)).map((g) => g.id as number);
    if (!allowed.length) return ctx.note("GET /user_groups lists no system group besides role:internet and role:owners: no mention setting to start from");
    const group = await createGroup(ctx, admin, "mention-no-new", { can_mention_group: allowed[0] });
    // Every object without new: only old, old with another (allowed) group, and an empty object.
    const cases = [{ old: allowed[0] }, ...(allowed[1] !== undefined ? [{ old: allowed[1] }] : []), {}];
    // Each its own case, the object in the title.
    await ctx.each(cases, (value) => expectMentionUpdateRefused(admin, group.id as number, allowed[0], value, `a can_mention_group object without new was not refused: ${JSON.stringify(value)}`, "new is required"));
  },
});
