import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { messageIds, unknownIds } from "../shared/wide-ids.ts";

// For every message ID no server holds, GET /messages/{message_id} is the seed's invalid-message error: IDs at the
// edges of the integer widths built from messages the member can read (the first message of its channels), then
// random ones.
export default rule({
  id: "messages/get-unknown-id",
  title: "GET /messages/{message_id} with an unknown ID is the invalid-message error",
  seed: "Errors, BAD_REQUEST conditions: GET /messages/{id}, missing or invisible message; Endpoints, Messages",
  statements: ["errors.get-message-invalid"],
  operations: ["GET /messages/{message_id}", "GET /streams"],
  roles: ["member"],
  async run(ctx) {
    const me = ctx.as("member");
    await unknownIds(ctx, "unknown-id", await messageIds(me), async (id) => {
      const ex = await me.call("GET /messages/{message_id}", { path: { message_id: id } });
      expectError(ex, "invalid-message");
    });
  },
});
