import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";

// POST /mark_topic_as_read with a channel no server holds is refused (the seed shows no msg for it).
export default rule({
  id: "messages/mark-topic-as-read-unknown-channel",
  title: "POST /mark_topic_as_read refuses an unknown channel",
  seed: "Endpoints, Messages: POST /mark_topic_as_read (stream_id integer required)",
  statements: ["messages.mark-topic-as-read"],
  operations: ["POST /mark_topic_as_read"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const cases = fc.tuple(fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), stringMatching(/^[a-z0-9 ]{1,20}$/));
    await ctx.property("unknown-channel", cases, async ([id, topic]) => {
      const ex = await ctx.as("member").call("POST /mark_topic_as_read", { body: { stream_id: id, topic_name: `x${topic}` } });
      expectRefused(ex, `marking a topic of channel ${id}, which does not exist, as read`);
    });
  },
});
