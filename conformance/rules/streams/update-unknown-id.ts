import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { listStreams, PATCH, patchStream } from "./_support.ts";
import { atEdge, wideIdCases } from "../shared/wide-ids.ts";

// PATCH /streams/{stream_id} for a channel that does not exist is the invalid-channel-id error, whatever the change:
// IDs at the edges of the integer widths built from the channels that exist, then random ones.
export default rule({
  id: "streams/update-unknown-id",
  title: "PATCH /streams/{stream_id} with an unknown ID is the invalid-channel-id error",
  seed: "Errors, BAD_REQUEST conditions: PATCH /streams/{stream_id}, unknown channel; Endpoints, Channels: PATCH /streams/{stream_id} errors",
  statements: ["errors.update-stream-unknown"],
  operations: [PATCH, "GET /streams"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const change = fc.oneof(
      fc.record({ description: fc.constantFrom("conformance", "x") }),
      fc.record({ stream_post_policy: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ new_name: fc.constant(ctx.name("unknown")) }),
    );
    // The wide IDs carry the description the channel they would reach when cut to 32 bits already has: a server
    // that reaches it answers success (the violation) without changing anything.
    const { streams } = await listStreams(admin, {});
    const descriptions = new Map(streams.map((c) => [c.stream_id, c.description]));
    // Every edge every run, each its own case (the edge in the title of what it finds).
    await ctx.each(wideIdCases(descriptions.keys()), ({ id, edge }) =>
      atEdge(edge, async () => {
        const description = descriptions.get(id % 2 ** 32);
        expectError(await patchStream(admin, id, { description: typeof description === "string" ? description : "conformance" }), "invalid-channel-id");
      }),
    );
    // Each kind of change every run (every post policy too), on a fresh unknown ID; then random IDs and changes.
    const kinds: Record<string, unknown>[] = [{ description: "conformance" }, { new_name: ctx.name("unknown") }, ...[1, 2, 3, 4].map((p) => ({ stream_post_policy: p }))];
    await ctx.each(kinds.map((change, i) => ({ change, id: 2_147_483_000 + i })), async ({ change, id }) => {
      expectError(await patchStream(admin, id, change), "invalid-channel-id");
    });
    await ctx.property("unknown-id", fc.record({ id: fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), change }), async ({ id, change }) => {
      expectError(await patchStream(admin, id, change), "invalid-channel-id");
    });
  },
});
