import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { INVITE, someChannel } from "./_invites.ts";

// An invitation without any email address is the no-email error.
export default rule({
  id: "invites/no-emails",
  title: "POST /invites without emails is the no-email error",
  seed: "Errors, BAD_REQUEST conditions: POST /invites, no email given",
  statements: ["errors.invites-no-email"],
  operations: [INVITE],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const ex = await admin.call(INVITE, { body: { invitee_emails: "", stream_ids: await someChannel(admin) } });
    expectError(ex, "no-email");
  },
});
