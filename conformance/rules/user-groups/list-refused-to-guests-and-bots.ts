import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, show } from "../shared/users.ts";
import { LIST } from "./_groups.ts";

// GET /user_groups: members and administrators get the list; guests and bots are refused (the refusal's code
// and message are not shown).
export default rule({
  id: "user-groups/list-refused-to-guests-and-bots",
  title: "GET /user_groups is refused to guests and bots, and answers members and administrators",
  seed: "Endpoints, User groups: GET /user_groups — only members and administrators may call it (bots and guests cannot); Authentication 6",
  operations: [LIST],
  roles: ["administrator", "member", "guest", "bot"],
  async run(ctx) {
    await ctx.property("caller", fc.constantFrom("administrator" as const, "member" as const, "guest" as const, "bot" as const), async (role) => {
      const ex = await ctx.as(role).call(LIST);
      const b = body(ex);
      const refused = role === "guest" || role === "bot";
      const ok = refused ? b.result === "error" : isSuccess(ex) && Array.isArray(b.user_groups);
      expectThat(ok, {
        title: refused ? `GET /user_groups answered a ${role}` : `GET /user_groups refused a ${role}`,
        expected: refused ? "an error" : "success with a user_groups list",
        received: show(b),
        exchange: ex,
      });
    }, { runs: 6 });
  },
});
