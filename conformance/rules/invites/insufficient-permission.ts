import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { isSuccess, newAddress } from "../shared/users.ts";
import { INVITE, fewestChannels } from "./_invites.ts";

// A caller without permission to invite gets the insufficient-permission error. Who may invite is not shown by the
// seed; in the development realm guests may not. A guest whose invitation is refused must get exactly that error; a
// server that lets guests invite has nothing to show here (noted). The invitation asks for the guest role
// (invite_as the guest's code): the default, member, is above the guest's own role, a second refusal whose message
// the seed does not show and which it does not order against this one.
export default rule({
  id: "invites/insufficient-permission",
  title: "An inviter without permission gets the insufficient-permission error",
  seed: "Errors, BAD_REQUEST conditions: POST /invites, caller lacks permission (insufficient-permission)",
  statements: ["errors.invites-insufficient-permission"],
  operations: [INVITE],
  roles: ["guest"],
  writes: true,
  async run(ctx) {
    const guest = ctx.as("guest");
    const streamIds = await fewestChannels(ctx, guest);
    const ex = await guest.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-by-guest"), stream_ids: streamIds, invite_as: ctx.facts.roleCode("guest") } });
    if (isSuccess(ex)) {
      ctx.note("the guest may send invitations on this server: nothing to test");
      return;
    }
    // Before empty stream_ids were allowed they cannot be empty, and the seed does not say which refusal comes
    // first: a guest who may not subscribe others either may then get that row's message instead.
    const allowed = streamIds.length ? ["insufficient-permission", "cannot-subscribe-others"] : ["insufficient-permission"];
    expectError(ex, allowed, {}, "a guest's refused invitation is not the insufficient-permission error");
  },
});
