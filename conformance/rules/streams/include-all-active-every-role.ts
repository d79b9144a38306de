import { rule } from "../rule.ts";
import { expectError, expectSuccess } from "../expect.ts";
import { LIST } from "./_support.ts";

// include_all_active needs administrative privileges: for every role, from the guest up to the owner, GET /streams
// with include_all_active answers the channels to administrators and owners and the not-authorized error to the
// moderator, the member and the guest (the role just below administrators among them).
export default rule({
  id: "streams/include-all-active-every-role",
  title: "include_all_active answers administrators and owners, and refuses every role below",
  seed: "Endpoints, Channels: GET /streams include_all_active (all active channels; administrators only); Authentication 6; Errors: GET /streams, include_all_active by non-administrator",
  statements: ["streams.include-all-active", "auth.include-all-active-admins", "errors.include-all-active"],
  operations: [LIST],
  roles: ["owner", "administrator", "moderator", "member", "guest"],
  since: "Role=moderator",
  async run(ctx) {
    const roles = ["owner", "administrator", "moderator", "member", "guest"] as const;
    const check = async (role: (typeof roles)[number]) => {
      const ex = await ctx.as(role).call(LIST, { query: { include_all_active: true } });
      if (ctx.facts.roleAtLeast(ctx.facts.roleCode(role), "administrator")) expectSuccess(ex, `include_all_active as ${role}`);
      else expectError(ex, "not-authorized");
    };
    await ctx.each(roles, check);
  },
});
