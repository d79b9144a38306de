import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { body, show } from "../shared/users.ts";
import { CREATE, LIST, UPDATE, allowedSystemGroups, createGroup, groupById, sameSetting } from "./_groups.ts";

// From level 260 PATCH takes can_mention_group as {new, old}: with an `old` that is not the current value the
// change is refused and the setting stays; with the current value as `old` (or without `old`) it is applied.
export default rule({
  id: "user-groups/update-can-mention-old-mismatch",
  title: "can_mention_group {new, old}: a mismatched old is refused, a matching one applies new",
  seed: "Endpoints, User groups: PATCH /user_groups/{user_group_id} — can_mention_group object with new (required) and old (optional, the expected current value); Versioning 260",
  statements: ["groups.update-can-mention-old-new", "level.191-198-258-260"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator"],
  since: "PATCH /user_groups/{user_group_id} body.can_mention_group @changed:only the {new, old} object",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const allowed = (await allowedSystemGroups(admin)).map((g) => g.id as number);
    // The seed names no system group a mention setting may use: with fewer than two there is nothing to switch between.
    if (allowed.length < 2) return ctx.note(`GET /user_groups lists ${allowed.length} system group(s) besides role:internet and role:owners: nothing to switch between`);
    const group = await createGroup(ctx, admin, "mention-old", { can_mention_group: allowed[0] });
    let current: number = allowed[0];
    const arb = fc.record({ next: fc.constantFrom(...allowed), wrongOld: fc.constantFrom(...allowed), withOld: fc.boolean() });
    const check = async ({ next, wrongOld, withOld }: { next: number; wrongOld: number; withOld: boolean }) => {
      const old = wrongOld === current ? allowed.find((id) => id !== current)! : wrongOld;
      const refused = await admin.call(UPDATE, { path: { user_group_id: group.id }, body: { can_mention_group: { new: next, old } } });
      const afterRefusal = (await groupById(admin, group.id))?.can_mention_group;
      expectThat(body(refused).result === "error" && sameSetting(afterRefusal, current), {
        title: "a can_mention_group change with a mismatched old was applied",
        expected: `an error, can_mention_group still ${current}`,
        received: `${show(body(refused))}; can_mention_group now ${show(afterRefusal)}`,
        exchange: refused,
      });
      const change = { new: next, ...(withOld ? { old: current } : {}) };
      const applied = await admin.call(UPDATE, { path: { user_group_id: group.id }, body: { can_mention_group: change } });
      expectSuccess(applied, `changing can_mention_group with ${show(change)}`);
      const after = (await groupById(admin, group.id))?.can_mention_group;
      expectThat(sameSetting(after, next), {
        title: `the new can_mention_group does not read back (${withOld ? "with" : "without"} old)`,
        expected: `can_mention_group ${next}`,
        received: `can_mention_group ${show(after)}`,
        exchange: applied,
      });
      current = next;
    };
    // A change with the current value as old and one without old, each once (then drawn).
    await ctx.each(
      [
        { next: allowed[1], wrongOld: allowed[0], withOld: true },
        { next: allowed[0], wrongOld: allowed[0], withOld: false },
      ],
      check,
    );
    await ctx.property("new-old", arb, check, { runs: 3 });
  },
});
