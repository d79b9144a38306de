import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, show } from "../shared/users.ts";
import { LIST } from "./_groups.ts";

// GET /user_groups: members and administrators get the list; guests and bots are refused (the refusal's code
// and message are not shown). Who may call it is read from the operation's x-required-role and
// x-excluded-principals, where the spec records the seed's sentence.
export default rule({
  id: "user-groups/list-refused-to-guests-and-bots",
  title: "GET /user_groups is refused to guests and bots, and answers members and administrators",
  seed: "Endpoints, User groups: GET /user_groups — only members and administrators may call it (bots and guests cannot); Authentication 6",
  statements: ["groups.list-callers", "auth.user-groups-no-bots-guests"],
  operations: [LIST],
  roles: ["administrator", "member", "guest", "bot"],
  async run(ctx) {
    const op = ctx.facts.operation(LIST);
    const required: string = op["x-required-role"];
    const excluded: string[] = op["x-excluded-principals"] ?? [];
    await ctx.each(["administrator", "member", "guest", "bot"] as const, async (role) => {
      const caller = ctx.as(role);
      const ex = await caller.call(LIST);
      const b = body(ex);
      // A bot's own role is the role it holds in the organization (a member's, in the development realm).
      const allowed = role === "bot" ? !excluded.includes("bot") : ctx.facts.roleAtLeast(ctx.facts.roleCode(role), required);
      const ok = allowed ? isSuccess(ex) && Array.isArray(b.user_groups) : b.result === "error";
      expectThat(ok, {
        title: allowed ? `GET /user_groups refused a ${role}` : `GET /user_groups answered a ${role}`,
        expected: allowed ? `success with a user_groups list (x-required-role: ${required})` : `an error (x-required-role: ${required}${excluded.length ? `, x-excluded-principals: ${excluded.join(", ")}` : ""})`,
        received: show(b),
        exchange: ex,
      });
    });
  },
});
