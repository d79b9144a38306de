import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { CREATE_FIELD, createField } from "./_support.ts";

// POST /realm/profile_fields is admin only: a moderator, a member and a guest are each refused, every run (the seed
// shows no code or msg).
// A server that wrongly accepts creates a field named with the run prefix.
export default rule({
  id: "realm/profile-field-admin-only",
  title: "POST /realm/profile_fields is refused to non-administrators",
  seed: "Authentication 6 (admin-only endpoints are POST /realm/profile_fields and PATCH /users/{user_id}); Endpoints, Custom profile fields",
  statements: ["profile-fields.admin-only", "auth.admin-only-endpoints"],
  operations: [CREATE_FIELD],
  roles: ["moderator", "member", "guest"],
  writes: true,
  async run(ctx) {
    await ctx.each(["moderator", "member", "guest"] as const, async (role) => {
      expectRefused(await createField(ctx, ctx.as(role), "pfadmin", { field_type: 1 }), `creating a profile field as a ${role}`);
    });
  },
});
