import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { INVITE } from "./_invites.ts";
import { newAddress } from "../shared/users.ts";
import { channelIds, unknownIds } from "../shared/wide-ids.ts";

// A channel ID no channel has is the invalid-invite-channel error, naming that ID.
export default rule({
  id: "invites/unknown-channel",
  title: "POST /invites with an unknown channel is the invalid-invite-channel error",
  seed: "Errors, BAD_REQUEST conditions: POST /invites, channel unknown or inaccessible",
  statements: ["errors.invites-invalid-channel"],
  operations: [INVITE, "GET /streams"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    // IDs at the edges of the integer widths built from the channels that exist (each tried), then random ones.
    const admin = ctx.as("administrator");
    await unknownIds(ctx, "unknown-channel", await channelIds(admin), async (id) => {
      const ex = await admin.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-unknown-channel"), stream_ids: [id] } });
      expectError(ex, "invalid-invite-channel", { stream_id: id });
    }, { runs: 3 });
  },
});
