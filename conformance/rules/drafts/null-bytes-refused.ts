import fc from "fast-check";
import { rule, requiresRole, writes } from "../wrappers.ts";
import { expectRefused, sharedChannel } from "../events/_support.ts";
import { CREATE, createDrafts } from "./_support.ts";

// A draft's topic and content carry no null bytes: a channel draft with a NUL anywhere in its topic or its content
// is refused (the seed shows no msg for it).
export default writes(
  requiresRole(
    "member",
    rule({
      id: "drafts/null-bytes-refused",
      title: "POST /drafts refuses a null byte in a draft's topic or content",
      seed: "Draft object: topic (no null bytes), content (no null bytes)",
      operations: [CREATE, "GET /streams"],
      async run(ctx) {
        const me = ctx.as("member");
        const channel = await sharedChannel([me]);
        if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
        const word = fc.stringMatching(/^[a-z0-9 ]{0,10}$/);
        const cases = fc.record({ field: fc.constantFrom("topic", "content"), before: word, after: word });
        await ctx.property("null-byte", cases, async ({ field, before, after }) => {
          const draft = { type: "stream" as const, to: [channel.stream_id], topic: ctx.name("topic"), content: "a draft", [field]: `x${before}\u0000${after}` };
          expectRefused(await createDrafts(ctx, me, [draft]), `a draft whose ${field} contains a null byte`);
        });
      },
    }),
  ),
);
