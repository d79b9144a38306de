import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { readUser, runProfileField, sameJson, show, type Json } from "../shared/users.ts";

const PATCH = "PATCH /users/{user_id}";
const QUERY = { include_custom_profile_fields: true };

/** The fields of a user object a change of another field must leave as they were. */
const without = (u: Json, ...names: string[]) => Object.fromEntries(Object.entries(u).filter(([k]) => !names.includes(k)));

// Updating one field of a user leaves the others: an administrator changes a member's full_name, and the member's
// user object (custom profile fields included) is otherwise unchanged; then one custom profile field's value, and
// the full name and the other fields' values are unchanged. Both are put back.
export default rule({
  id: "users/update-one-field-leaves-others",
  title: "PATCH /users/{user_id} changes the fields sent and nothing else",
  seed: "Endpoints, Users: PATCH /users/{user_id} — body (optional): full_name; role; profile_data (list of {id, value})",
  statements: ["users.update-full-name", "users.update-profile-data"],
  operations: [PATCH, "GET /users/{user_id}", "POST /realm/profile_fields"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const [admin, member] = [ctx.as("administrator"), ctx.as("member")];
    const field = await runProfileField(ctx, admin);
    const before = await readUser(admin, member.userId, QUERY);
    const fullName = before.full_name as string;
    const value = ((before.profile_data as Json | undefined)?.[String(field)] as Json | undefined)?.value ?? "";
    ctx.cleanup(`put back ${member.email}`, async () => {
      await admin.call(PATCH, { path: { user_id: member.userId }, body: { full_name: fullName } });
      await admin.call(PATCH, { path: { user_id: member.userId }, body: { profile_data: [{ id: field, value }] } });
    });

    // Each change read on its own: the second is compared with the user as it was just before it.
    const changes = [
      async () => {
        expectSuccess(await admin.call(PATCH, { path: { user_id: member.userId }, body: { full_name: `${fullName.slice(0, 40)} Scope` } }), "changing a member's full_name");
        const afterName = await readUser(admin, member.userId, QUERY);
        expectThat(sameJson(without(afterName, "full_name"), without(before, "full_name")), {
          title: "Changing full_name changed other fields of the user",
          expected: `every field but full_name as before: ${show(without(before, "full_name"), 600)}`,
          received: show(without(afterName, "full_name"), 600),
        });
      },
      async () => {
        const beforeField = await readUser(admin, member.userId, QUERY);
        const next = `${ctx.name("v").slice(-20)}`;
        expectSuccess(await admin.call(PATCH, { path: { user_id: member.userId }, body: { profile_data: [{ id: field, value: next }] } }), "setting one custom profile field");
        const afterField = await readUser(admin, member.userId, QUERY);
        const others = (u: Json) => ({ ...without(u, "profile_data"), profile_data: without((u.profile_data as Json) ?? {}, String(field)) });
        expectThat(sameJson(others(afterField), others(beforeField)), {
          title: "Setting one custom profile field changed other fields of the user",
          expected: `every field and every other profile field as before: ${show(others(beforeField), 600)}`,
          received: show(others(afterField), 600),
        });
      },
    ];
    await ctx.each(changes, (change) => change());
  },
});
