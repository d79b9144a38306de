import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";

// For every channel ID no server holds, GET /streams/{stream_id} is the seed's invalid-channel-id error.
export default rule({
  id: "streams/get-stream-unknown-id",
  title: "GET /streams/{stream_id} with an unknown ID is the invalid-channel-id error",
  seed: "Errors, BAD_REQUEST conditions: GET /streams/{id}, invalid channel",
  statements: ["errors.get-stream-invalid"],
  operations: ["GET /streams/{stream_id}"],
  roles: ["member"],
  async run(ctx) {
    await ctx.property("unknown-id", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      const ex = await ctx.as("member").call("GET /streams/{stream_id}", { path: { stream_id: id } });
      expectError(ex, "invalid-channel-id");
    });
  },
});
