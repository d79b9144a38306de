import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { INVITE } from "./_invites.ts";
import { newAddress } from "../shared/users.ts";

// A channel ID no channel has is the invalid-invite-channel error, naming that ID.
export default rule({
  id: "invites/unknown-channel",
  title: "POST /invites with an unknown channel is the invalid-invite-channel error",
  seed: "Errors, BAD_REQUEST conditions: POST /invites, channel unknown or inaccessible",
  statements: ["errors.invites-invalid-channel"],
  operations: [INVITE],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    await ctx.property("unknown-channel", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      const ex = await ctx.as("administrator").call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-unknown-channel"), stream_ids: [id] } });
      expectError(ex, "invalid-invite-channel", { stream_id: id });
    }, { runs: 3 });
  },
});
