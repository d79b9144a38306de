import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { body, groupNamed, listGroups, sameSet, show } from "../shared/users.ts";
import { CREATE, LIST } from "./_groups.ts";
import type { Caller, RuleContext } from "../types.ts";
import type { Role } from "../../engine/types.ts";

/** The accounts the new groups take members from (role, index among that role's accounts). */
const MEMBERS: [Role, number][] = [["owner", 0], ["administrator", 0], ["moderator", 0], ["member", 0], ["member", 1], ["guest", 0]];

/** The parameters the seed lists as required in a create. */
const REQUIRED = ["name", "description", "members"] as const;

const DESCRIPTION = /^[A-Za-z0-9][A-Za-z0-9 ,.!?-]{0,40}[A-Za-z0-9.!?]$/;

// POST /user_groups/create: the group then appears in GET /user_groups exactly once, with exactly the given name,
// description and members, and is_system_group false. Every run: a group without members, a group of each account
// alone (every role, the guest included), a group of all of them, empty and non-empty descriptions in turn;
// then random subsets and descriptions. `name`, `description` and `members` are required: a create missing any one
// of them (the others valid) is refused and creates no group. Groups cannot be deleted through the seed's API: their
// names carry the run prefix.
export default rule({
  id: "user-groups/create-exact",
  title: "A created user group appears with exactly its name, description and members",
  seed: "Endpoints, User groups: POST /user_groups/create (name, description, members, all required); User group object (name, description, members, is_system_group)",
  statements: ["groups.create", "group.id-name-description", "group.members"],
  operations: [CREATE, LIST],
  roles: MEMBERS.map(([role]) => role),
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const accounts = MEMBERS.map(([role, i]) => ({ role, id: ctx.as(role, i).userId }));
    const ids = accounts.map((a) => a.id);
    const create = (description: string, members: number[], what: string) => createsExactly(ctx, admin, description, members, what);
    const sets: [string, number[]][] = [["no members", []], ...accounts.map(({ role, id }): [string, number[]] => [`the ${role} alone`, [id]]), ["every account", ids]];
    await ctx.each(
      sets.map(([what, members], i) => ({ what, members, description: i % 2 ? "" : `Group of ${what}` })),
      ({ what, members, description }) => create(description, members, what),
    );
    const arb = fc.record({ description: fc.oneof(fc.constant(""), stringMatching(DESCRIPTION)), members: fc.subarray(ids) });
    await ctx.property("create", arb, ({ description, members }) => create(description, members, "a random subset of the accounts"), { runs: 3 });
    await ctx.each(REQUIRED, async (missing) => {
      const name = ctx.name("no-" + missing);
      const description = `Missing ${missing} (${name})`;
      const full: Record<string, unknown> = { name, description, members: [admin.userId] };
      const { [missing]: _left, ...sent } = full;
      const ex = await admin.call(CREATE, { body: sent });
      const listed = (await listGroups(admin)).filter((g) => g?.name === name || g?.description === description);
      expectThat(body(ex).result === "error" && listed.length === 0, {
        title: `POST /user_groups/create without the required ${missing} was not refused`,
        expected: `an error (${missing} is required), no group created`,
        received: `${show(body(ex))}; ${listed.length} group(s) created: ${show(listed.map((g) => ({ id: g.id, name: g.name, description: g.description, members: g.members })))}`,
        exchange: ex,
      });
    });
  },
});

/** Creates one group and reads it back exactly as created. */
async function createsExactly(ctx: RuleContext, admin: Caller, description: string, members: number[], what: string): Promise<void> {
  const name = ctx.name("created");
  const ex = await admin.call(CREATE, { body: { name, description, members } });
  expectSuccess(ex, `creating a user group (${what})`);
  const found = groupNamed(await listGroups(admin), name);
  const g = found[0];
  const wrong = found.length !== 1 ? [`${found.length} groups named ${name}`] : [
    ...(g.description !== description ? ["description"] : []),
    ...(!Array.isArray(g.members) || !sameSet(g.members, members) ? [`members (${what})`] : []),
    ...(g.is_system_group !== false ? ["is_system_group"] : []),
  ];
  expectThat(wrong.length === 0, {
    title: `the created group is not listed exactly as created: ${wrong.join(", ")}`,
    expected: `one group ${show({ name, description, members, is_system_group: false })} (${what})`,
    received: found.length === 1 ? show({ name: g.name, description: g.description, members: g.members, is_system_group: g.is_system_group }) : `${found.length} groups named ${name}`,
    exchange: ex,
  });
}
