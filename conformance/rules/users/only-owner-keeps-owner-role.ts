import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, groupNamed, isError, isSuccess, listGroups, readUser, show } from "../shared/users.ts";

const PATCH = "PATCH /users/{user_id}";

// The owner role cannot be removed from the only owner: the only owner demoting themselves is refused and stays
// an owner. Who the owners are is read from the system group role:owners; where that group does not show exactly
// this owner, the rule has nothing to test (noted). If a server wrongly demotes the only owner, the rule tries to
// put the role back, which a correct server then refuses: report the warning to the server's operator.
export default rule({
  id: "users/only-owner-keeps-owner-role",
  title: "The only owner keeps the owner role",
  seed: "Endpoints, Users: PATCH /users/{user_id} — the owner role cannot be removed from the only owner",
  statements: ["users.only-owner-keeps-role"],
  operations: [PATCH, "GET /users/{user_id}", "GET /user_groups"],
  roles: ["owner"],
  since: "User.role",
  writes: true,
  async run(ctx) {
    const owner = ctx.as("owner");
    const owners = groupNamed(await listGroups(owner), "role:owners")[0];
    const members: unknown[] = Array.isArray(owners?.members) ? owners.members : [];
    if (members.length !== 1 || members[0] !== owner.userId) {
      ctx.note(`role:owners is ${owners ? show(members) : "absent"}, not exactly the owner account ${owner.userId}: nothing to test`);
      return;
    }
    const OWNER = ctx.facts.roleCode("owner");
    // Each demotion, every run: both are reported where both are taken.
    await ctx.each([ctx.facts.roleCode("administrator"), ctx.facts.roleCode("member")], async (role) => {
      const ex = await owner.call(PATCH, { path: { user_id: owner.userId }, body: { role } });
      if (isSuccess(ex)) ctx.cleanup(`give the owner role back to ${owner.email}`, () => owner.call(PATCH, { path: { user_id: owner.userId }, body: { role: OWNER } }));
      const after = await readUser(owner, owner.userId);
      expectThat(isError(ex) && after.role === OWNER, {
        title: "the only owner lost the owner role",
        expected: `an error, role still ${OWNER}`,
        received: `${show(body(ex))}; role now ${show(after.role)}`,
        exchange: ex,
      });
    });
  },
});
