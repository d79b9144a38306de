import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { FULL_NAME, readUser, show } from "../shared/users.ts";

// An administrator's PATCH /users/{user_id} full_name is what GET /users/{user_id} then returns, verbatim, also
// where the text parses as JSON (level 106). Restored.
export default rule({
  id: "users/update-full-name-round-trip",
  title: "PATCH /users/{user_id} full_name round-trips through GET /users/{user_id}",
  seed: "Endpoints, Users: PATCH /users/{user_id} — body full_name string; GET /users/{user_id} — user object full_name",
  statements: ["users.update-full-name", "user.full-name", "level.106"],
  operations: ["PATCH /users/{user_id}", "GET /users/{user_id}"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const original = (await readUser(admin, target.userId)).full_name;
    ctx.cleanup(`restore the full name of ${target.email}`, () => admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: original } }));
    const check = async (name: string) => {
      const ex = await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: name } });
      expectSuccess(ex, "an administrator changing a member's full_name");
      const after = await readUser(admin, target.userId);
      expectThat(after.full_name === name, {
        title: "the full_name set by PATCH /users/{user_id} does not read back",
        expected: `full_name ${show(name)}`,
        received: `full_name ${show(after.full_name)}`,
        exchange: ex,
      });
    };
    // Names whose text parses as JSON, every run: from level 106 full_name is no longer JSON-encoded, so a server
    // still decoding it stores 1,2 or 123 or True instead (no double quote: Zulip refuses it in names).
    if (ctx.since("PATCH /users/{user_id} body.full_name @changed")) await ctx.each(JSON_LIKE_NAMES, check);
    await ctx.property("full-name", stringMatching(FULL_NAME), check, { runs: 3 });
  },
});

/** Full names that are also JSON texts (a list, a number, a literal). */
const JSON_LIKE_NAMES = ["[1, 2]", "123", "true"];
