import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, show } from "../shared/users.ts";
import { CREATE, LIST, UPDATE, allowedSystemGroups, createGroup, groupById, sameSetting } from "./_groups.ts";

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
    for (const value of cases) {
      const ex = await admin.call(UPDATE, { path: { user_group_id: group.id }, body: { can_mention_group: value } });
      const after = (await groupById(admin, group.id as number))?.can_mention_group;
      expectThat(body(ex).result === "error" && sameSetting(after, allowed[0]), {
        title: "a can_mention_group object without new was not refused",
        expected: `an error for can_mention_group ${show(value)} (new is required), can_mention_group still ${allowed[0]}`,
        received: `${show(body(ex))}; can_mention_group now ${show(after)}`,
        exchange: ex,
      });
    }
  },
});
