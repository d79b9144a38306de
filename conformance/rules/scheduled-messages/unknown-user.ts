import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { SCHEDULE, schedule } from "./_support.ts";
import { unknownIds } from "../shared/wide-ids.ts";

// For every user ID no server holds, a scheduled direct message to it is the seed's invalid-user-id error, naming the ID.
export default rule({
  id: "scheduled-messages/unknown-user",
  title: "A scheduled direct message to an unknown user is the invalid-user-id error",
  seed: "Errors, BAD_REQUEST conditions: POST /scheduled_messages, unknown user in direct message; Endpoints, Scheduled messages",
  statements: ["errors.scheduled-unknown-user"],
  operations: [SCHEDULE],
  roles: ["member", "member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    // IDs at the edges of the integer widths built from users that exist (the sender and another member), then
    // random ones.
    await unknownIds(ctx, "unknown-user", [me.userId, ctx.as("member", 1).userId], async (id) => {
      const ex = await schedule(ctx, me, { type: "direct", to: [id], content: "to a user who does not exist" });
      expectError(ex, "invalid-user-id", { user_id: id });
    });
  },
});
