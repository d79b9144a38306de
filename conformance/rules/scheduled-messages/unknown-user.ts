import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// For every user ID no server holds, a scheduled direct message to it is the seed's invalid-user-id error, naming the ID.
export default rule({
  id: "scheduled-messages/unknown-user",
  title: "A scheduled direct message to an unknown user is the invalid-user-id error",
  seed: "Errors, BAD_REQUEST conditions: POST /scheduled_messages, unknown user in direct message; Endpoints, Scheduled messages",
  statements: ["errors.scheduled-unknown-user"],
  operations: [SCHEDULE],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    await ctx.property("unknown-user", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      const ex = await schedule(ctx, me, { type: "direct", to: [id], content: "to a user who does not exist" });
      expectError(ex, "invalid-user-id", { user_id: id });
    });
  },
});
