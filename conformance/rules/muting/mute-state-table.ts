import { rule } from "../rule.ts";
import { expectError, expectSuccess } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { unknownIds } from "../shared/wide-ids.ts";

const MUTE = "POST /users/me/muted_users/{muted_user_id}";
const UNMUTE = "DELETE /users/me/muted_users/{muted_user_id}";

// The muting state table: not muted -> muted; muted again -> the already-muted error; self -> mute-self; unknown
// user -> no-such-user (x-errors keys). The mute is undone afterwards (and a mute that existed before is put back).
export default rule({
  id: "muting/mute-state-table",
  title: "Muting a user follows the seed's state table",
  seed: "States and transitions: user not muted / user muted / any (POST /users/me/muted_users/{muted_user_id}); Errors, BAD_REQUEST conditions",
  statements: ["state.mute", "state.mute-already-muted", "state.mute-self", "errors.mute-self", "errors.mute-no-such-user", "errors.mute-already-muted", "level.48"],
  operations: [MUTE, UNMUTE],
  roles: ["member", "member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member", 0);
    const other = ctx.as("member", 1);
    const target = { path: { muted_user_id: other.userId } };

    let first = await me.call(MUTE, target);
    if (bodyObject(first.response)?.msg === ctx.facts.error("already-muted").msg) {
      // Left muted before this run: start from "not muted" and put the mute back at the end.
      expectSuccess(await me.call(UNMUTE, target), "unmuting a user muted before the run");
      ctx.cleanup(`mute ${other.email} again for ${me.email}`, () => me.call(MUTE, target));
      first = await me.call(MUTE, target);
    }
    expectSuccess(first, "muting a user who is not muted");
    ctx.cleanup(`unmute ${other.email} for ${me.email}`, () => me.call(UNMUTE, target));

    // The two error rows, each its own case.
    await ctx.each([
      async () => void expectError(await me.call(MUTE, target), "already-muted"),
      async () => void expectError(await me.call(MUTE, { path: { muted_user_id: me.userId } }), "mute-self"),
    ], (row) => row());
    // IDs at the edges of the integer widths built from the two users (one already muted, the other the requester:
    // cut to 32 bits they would be the already-muted or the mute-self error), then random ones.
    await unknownIds(ctx, "unknown-user", [other.userId, me.userId], async (id) => {
      expectError(await me.call(MUTE, { path: { muted_user_id: id } }), "no-such-user");
    }, { runs: 3 });
  },
});
