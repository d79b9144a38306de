import { rule, requiresRole, writes } from "../wrappers.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, show } from "../users/_support.ts";
import { INVITE, MSG, fewestChannels, newAddress } from "./_invites.ts";

// A caller without permission to invite gets "Insufficient permission". Who may invite is not shown by the seed;
// in the development realm guests may not. A guest whose invitation is refused must get exactly that error; a
// server that lets guests invite has nothing to show here (noted).
export default writes(
  requiresRole(
    "guest",
    rule({
      id: "invites/insufficient-permission",
      title: "An inviter without permission gets \"Insufficient permission\"",
      seed: "Errors, BAD_REQUEST conditions: POST /invites, caller lacks permission — Insufficient permission",
      operations: [INVITE],
      async run(ctx) {
        const guest = ctx.as("guest");
        const ex = await guest.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-by-guest"), stream_ids: await fewestChannels(ctx, guest) } });
        if (isSuccess(ex)) {
          ctx.note("the guest may send invitations on this server: nothing to test");
          return;
        }
        const b = body(ex);
        expectThat(b.result === "error" && b.code === "BAD_REQUEST" && b.msg === MSG.insufficient, {
          title: "a guest's refused invitation is not \"Insufficient permission\"",
          expected: `error BAD_REQUEST "${MSG.insufficient}"`,
          received: show(b),
          exchange: ex,
        });
      },
    }),
  ),
);
