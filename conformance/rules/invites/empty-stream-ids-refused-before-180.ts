import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, show, newAddress } from "../shared/users.ts";
import { INVITE } from "./_invites.ts";

// Before level 180 stream_ids may not be empty: such an invitation is refused.
export default rule({
  id: "invites/empty-stream-ids-refused-before-180",
  title: "An empty stream_ids list is refused on servers older than the change allowing it",
  seed: "Endpoints, Invitations: stream_ids — empty list allowed from level 180; Versioning 180",
  statements: ["invites.stream-ids", "level.180"],
  operations: [INVITE],
  roles: ["administrator"],
  until: "POST /invites body.stream_ids @changed",
  writes: true,
  async run(ctx) {
    const ex = await ctx.as("administrator").call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-no-channels-old"), stream_ids: [] } });
    expectThat(body(ex).result === "error", { title: "an invitation with stream_ids [] was accepted on a server older than the change allowing it", expected: "an error", received: show(body(ex)), exchange: ex });
  },
});
