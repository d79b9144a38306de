import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { PATCH, patchStream } from "./_support.ts";

// PATCH /streams/{stream_id} for a channel that does not exist is the invalid-channel-id error, whatever the change.
export default rule({
  id: "streams/update-unknown-id",
  title: "PATCH /streams/{stream_id} with an unknown ID is the invalid-channel-id error",
  seed: "Errors, BAD_REQUEST conditions: PATCH /streams/{stream_id}, unknown channel; Endpoints, Channels: PATCH /streams/{stream_id} errors",
  statements: ["errors.update-stream-unknown"],
  operations: [PATCH],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const change = fc.oneof(
      fc.record({ description: fc.constantFrom("conformance", "x") }),
      fc.record({ stream_post_policy: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ new_name: fc.constant(ctx.name("unknown")) }),
    );
    await ctx.property("unknown-id", fc.record({ id: fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), change }), async ({ id, change }) => {
      expectError(await patchStream(admin, id, change), "invalid-channel-id");
    });
  },
});
