import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { newAddress } from "../shared/users.ts";
import { INVITE } from "./_invites.ts";

// A channel that exists but that the inviter cannot access is refused like an unknown one: an administrator invites
// with a private channel it is not subscribed to (one the organization has, from the administrator's
// include_all_active list) and gets the invalid-invite-channel error naming that channel. When every private channel
// has the administrator among its subscribers, the rule says so in a note.
export default rule({
  id: "invites/inaccessible-channel",
  title: "An existing channel the inviter cannot access is the invalid-invite-channel error",
  seed: "Errors, BAD_REQUEST conditions: POST /invites, channel unknown or inaccessible",
  statements: ["errors.invites-invalid-channel", "invites.stream-ids"],
  operations: [INVITE, "GET /streams"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const all = (await admin.call("GET /streams", { query: { include_all_active: true } })).response.json as { streams?: { stream_id: number; invite_only: boolean }[] } | undefined;
    const mine = (await admin.call("GET /streams", { query: { include_public: false, include_subscribed: true } })).response.json as { streams?: { stream_id: number }[] } | undefined;
    const subscribed = new Set((mine?.streams ?? []).map((s) => s.stream_id));
    const hidden = (all?.streams ?? []).find((s) => s.invite_only === true && !subscribed.has(s.stream_id));
    if (!hidden) return ctx.note("the administrator is subscribed to every private channel; no inaccessible channel to invite to");
    const ex = await admin.call(INVITE, { body: { invitee_emails: newAddress(ctx, "inaccessible-channel"), stream_ids: [hidden.stream_id] } });
    expectError(ex, "invalid-invite-channel", { stream_id: hidden.stream_id });
  },
});
