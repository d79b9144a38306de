import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { channelIds, unknownIds } from "../shared/wide-ids.ts";

// For every channel ID no server holds, GET /streams/{stream_id} is the seed's invalid-channel-id error: IDs at the
// edges of the integer widths built from the channels that exist (2^32 + an existing ID, ...), then random ones.
// The error's code is the seed's BAD_REQUEST by name (expectError compares code and msg), so the rule reads the
// Errors table's code row too.
export default rule({
  id: "streams/get-stream-unknown-id",
  title: "GET /streams/{stream_id} with an unknown ID is the invalid-channel-id error",
  seed: "Errors, BAD_REQUEST conditions: GET /streams/{id}, invalid channel",
  statements: ["errors.get-stream-invalid", "errors.bad-request"],
  operations: ["GET /streams/{stream_id}", "GET /streams"],
  roles: ["member"],
  async run(ctx) {
    const me = ctx.as("member");
    await unknownIds(ctx, "unknown-id", await channelIds(me), async (id) => {
      const ex = await me.call("GET /streams/{stream_id}", { path: { stream_id: id } });
      expectError(ex, "invalid-channel-id");
    });
  },
});
