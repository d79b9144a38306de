import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, show } from "../users/_support.ts";
import { INVITE, MSG, fewestChannels, newAddress } from "./_invites.ts";

// A caller without permission to invite gets "Insufficient permission". Who may invite is not shown by the seed;
// in the development realm guests may not. A guest whose invitation is refused must get exactly that error; a
// server that lets guests invite has nothing to show here (noted). The invitation asks for the guest role
// (invite_as 600): the default, member, is above the guest's own role, a second refusal whose message the seed
// does not show and which it does not order against this one.
export default rule({
  id: "invites/insufficient-permission",
  title: "An inviter without permission gets \"Insufficient permission\"",
  seed: "Errors, BAD_REQUEST conditions: POST /invites, caller lacks permission — Insufficient permission",
  operations: [INVITE],
  roles: ["guest"],
  writes: true,
  async run(ctx) {
    const guest = ctx.as("guest");
    const streamIds = await fewestChannels(ctx, guest);
    const ex = await guest.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-by-guest"), stream_ids: streamIds, invite_as: 600 } });
    if (isSuccess(ex)) {
      ctx.note("the guest may send invitations on this server: nothing to test");
      return;
    }
    // Below level 180 stream_ids cannot be empty, and the seed does not say which refusal comes first: a guest
    // who may not subscribe others either may then get that row's message instead.
    const allowed = streamIds.length ? [MSG.insufficient, MSG.cannotSubscribe] : [MSG.insufficient];
    const b = body(ex);
    expectThat(b.result === "error" && b.code === "BAD_REQUEST" && allowed.includes(b.msg as string), {
      title: "a guest's refused invitation is not \"Insufficient permission\"",
      expected: allowed.map((m) => `error BAD_REQUEST "${m}"`).join(" or "),
      received: show(b),
      exchange: ex,
    });
  },
});
