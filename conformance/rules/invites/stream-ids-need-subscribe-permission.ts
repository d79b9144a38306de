import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { isSuccess, newAddress } from "../shared/users.ts";
import { INVITE, someChannel } from "./_invites.ts";

// stream_ids must be empty when the caller may not subscribe others. Who may is not shown by the seed (the
// reference server lets only moderators and above; Zulip's default lets members). A member's invitation with a
// channel either goes out (the member may subscribe others), or is refused with the seed's error for it,
// cannot-subscribe-others (or insufficient-permission when the member may not invite at all).
export default rule({
  id: "invites/stream-ids-need-subscribe-permission",
  title: "stream_ids from a caller who cannot subscribe others is the cannot-subscribe-others error",
  seed: "Endpoints, Invitations: stream_ids — must be empty if the caller may not subscribe others; Errors, BAD_REQUEST conditions: POST /invites",
  statements: ["invites.stream-ids", "errors.invites-cannot-subscribe-others"],
  operations: [INVITE, "GET /streams"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const member = ctx.as("member");
    const streams = await someChannel(member);
    if (!streams.length) {
      ctx.note("the member sees no channel: nothing to test");
      return;
    }
    const ex = await member.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-with-channel"), stream_ids: streams } });
    if (isSuccess(ex)) {
      ctx.note("the member may subscribe others on this server: nothing to test");
      return;
    }
    expectError(ex, ["cannot-subscribe-others", "insufficient-permission"], {}, "a member's invitation with channels was refused with another error");
  },
});
