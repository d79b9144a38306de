import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { subscribedChannels } from "../shared/events.ts";
import { CREATE, createDrafts } from "../shared/drafts.ts";

// A channel draft whose `to` is not exactly one channel ID (none, or two or more of the user's own channels) is the
// seed's not-one-channel error.
export default rule({
  id: "drafts/channel-draft-one-channel",
  title: "A channel draft without exactly one channel ID is the not-one-channel error",
  seed: "Errors, BAD_REQUEST conditions: POST /drafts, channel draft without exactly one channel ID; Draft object: to (for stream exactly one channel ID)",
  statements: ["errors.drafts-one-channel", "draft.to"],
  operations: [CREATE, "GET /streams"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    // Real, accessible channels, so that the count is the only thing wrong with the draft.
    const ids = (await subscribedChannels(me)).map((s) => s.stream_id).filter((id): id is number => Number.isInteger(id));
    const to = ids.length >= 2 ? fc.oneof(fc.constant([] as number[]), fc.shuffledSubarray(ids, { minLength: 2, maxLength: 4 })) : fc.constant([] as number[]);
    const check = async ([channels, word]: [number[], string]) => {
      const ex = await createDrafts(ctx, me, [{ type: "stream", to: channels, topic: ctx.name("topic"), content: `draft ${word}` }]);
      expectError(ex, "not-one-channel", {}, `A channel draft to ${channels.length ? "several channels" : "no channel"} was not refused as not one channel`);
    };
    // No channel and (where the member has them) two, every run; then random sets.
    await ctx.each<[number[], string]>([[[], "none"], ...(ids.length >= 2 ? [[ids.slice(0, 2), "two"] as [number[], string]] : [])], check);
    await ctx.property("not-one-channel", fc.tuple(to, stringMatching(/^[a-z0-9]{1,12}$/)), check);
  },
});
