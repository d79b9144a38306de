import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import type { Role } from "../../engine/types.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";

const LIST = "GET /user_groups";
const CALLERS: Role[] = ["owner", "administrator", "moderator", "member", "guest", "bot"];

// Authentication 6: "GET /user_groups excludes bots and guests". Every kind of caller once, in a fixed order (not a
// sample): each human role is answered iff it is at least the operation's x-required-role, and the bot is refused
// because x-excluded-principals names bots, whatever its own role. The refusal's code and msg are not shown: any error.
export default rule({
  id: "auth/user-groups-every-caller",
  title: "GET /user_groups answers every role at or above its required role and refuses guests and bots",
  seed: "Authentication 6 (GET /user_groups excludes bots and guests); Endpoints, User groups: GET /user_groups",
  statements: ["auth.user-groups-no-bots-guests"],
  operations: [LIST],
  roles: CALLERS,
  async run(ctx) {
    const op = ctx.facts.operation(LIST);
    const required: string = op["x-required-role"];
    const excluded: string[] = op["x-excluded-principals"] ?? [];
    // Every caller, each its own case.
    await ctx.each(CALLERS, async (role) => {
      const caller = ctx.as(role);
      const allowed = role === "bot" ? !excluded.includes("bot") : ctx.facts.roleAtLeast(ctx.facts.roleCode(role), required);
      const ex = await caller.call(LIST);
      const body = bodyObject(ex.response);
      const ok = allowed ? body?.result === "success" && Array.isArray(body.user_groups) : body?.result === "error";
      expectThat(ok, {
        title: allowed ? `GET /user_groups refused a caller it is for (${role})` : `GET /user_groups answered a caller it excludes (${role})`,
        expected: allowed
          ? `success with a user_groups list for the ${role} (x-required-role: ${required})`
          : `an error for the ${role} (x-required-role: ${required}${excluded.length ? `; x-excluded-principals: ${excluded.join(", ")}` : ""})`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    });
  },
});
