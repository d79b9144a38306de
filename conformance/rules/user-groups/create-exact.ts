import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { groupNamed, listGroups, sameSet, show } from "../shared/users.ts";
import { CREATE, LIST } from "./_groups.ts";
import type { Role } from "../../engine/types.ts";

/** The accounts the new groups take members from (role, index among that role's accounts). */
const MEMBERS: [Role, number][] = [["owner", 0], ["administrator", 0], ["moderator", 0], ["member", 0], ["member", 1], ["guest", 0]];

// POST /user_groups/create: the group then appears in GET /user_groups exactly once, with exactly the given name,
// description and members, and is_system_group false. Groups cannot be deleted through the seed's API: their names
// carry the run prefix.
export default rule({
  id: "user-groups/create-exact",
  title: "A created user group appears with exactly its name, description and members",
  seed: "Endpoints, User groups: POST /user_groups/create (name, description, members); User group object (name, description, members, is_system_group)",
  statements: ["groups.create", "group.id-name-description", "group.members"],
  operations: [CREATE, LIST],
  roles: MEMBERS.map(([role]) => role),
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const ids = MEMBERS.map(([role, i]) => ctx.as(role, i).userId);
    const arb = fc.record({
      description: fc.oneof(fc.constant(""), stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.!?-]{0,40}[A-Za-z0-9.!?]$/)),
      members: fc.subarray(ids),
    });
    await ctx.property("create", arb, async ({ description, members }) => {
      const name = ctx.name("created");
      const ex = await admin.call(CREATE, { body: { name, description, members } });
      expectSuccess(ex, "creating a user group");
      const found = groupNamed(await listGroups(admin), name);
      const g = found[0];
      const exact = found.length === 1 && g.description === description && Array.isArray(g.members) && sameSet(g.members, members) && g.is_system_group === false;
      expectThat(exact, {
        title: "the created group is not listed exactly as created",
        expected: `one group ${show({ name, description, members, is_system_group: false })}`,
        received: found.length === 1 ? show({ name: g.name, description: g.description, members: g.members, is_system_group: g.is_system_group }) : `${found.length} groups named ${name}`,
        exchange: ex,
      });
    }, { runs: 3 });
  },
});
