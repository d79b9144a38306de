import fc from "fast-check";
import { rule, requiresRole, writes } from "../wrappers.ts";
import { expectError } from "../expect.ts";
import { INVITE, MSG, newAddress } from "./_invites.ts";

// A channel ID no channel has is "Invalid channel ID <id>. No invites were sent." (with that ID).
export default writes(
  requiresRole(
    "administrator",
    rule({
      id: "invites/unknown-channel",
      title: "POST /invites with an unknown channel is \"Invalid channel ID <id>. No invites were sent.\"",
      seed: "Errors, BAD_REQUEST conditions: POST /invites, channel unknown or inaccessible",
      operations: [INVITE],
      async run(ctx) {
        await ctx.property("unknown-channel", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
          const ex = await ctx.as("administrator").call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-unknown-channel"), stream_ids: [id] } });
          expectError(ex, { code: "BAD_REQUEST", msg: MSG.invalidChannel(id) });
        }, { runs: 3 });
      },
    }),
  ),
);
