import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";

// For every message ID no server holds, GET /messages/{message_id} is the seed's invalid-message error.
export default rule({
  id: "messages/get-unknown-id",
  title: "GET /messages/{message_id} with an unknown ID is the invalid-message error",
  seed: "Errors, BAD_REQUEST conditions: GET /messages/{id}, missing or invisible message; Endpoints, Messages",
  statements: ["errors.get-message-invalid"],
  operations: ["GET /messages/{message_id}"],
  roles: ["member"],
  async run(ctx) {
    await ctx.property("unknown-id", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      const ex = await ctx.as("member").call("GET /messages/{message_id}", { path: { message_id: id } });
      expectError(ex, "invalid-message");
    });
  },
});
