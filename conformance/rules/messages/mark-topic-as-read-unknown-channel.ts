import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { listChannels, wideIds } from "../shared/wide-ids.ts";
import { body } from "../shared/users.ts";

// POST /mark_topic_as_read with a channel no server holds is refused (the seed shows no msg for it).
export default rule({
  id: "messages/mark-topic-as-read-unknown-channel",
  title: "POST /mark_topic_as_read refuses an unknown channel",
  seed: "Endpoints, Messages: POST /mark_topic_as_read (stream_id integer required)",
  statements: ["messages.mark-topic-as-read"],
  operations: ["POST /mark_topic_as_read", "GET /streams", "GET /messages/{message_id}"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    // IDs at the edges of the integer widths built from the member's channels first, every one, each with a topic
    // its channel has (the topic of the channel's first message, GET /messages/{message_id}): a server that cuts the
    // ID to 32 bits finds that channel and topic. Then random IDs.
    const { streams } = await listChannels(me);
    const topics = new Map<number, string>();
    for (const c of streams) {
      if (!Number.isSafeInteger(c.first_message_id) || topics.size >= 4) continue;
      const m = body(await me.call("GET /messages/{message_id}", { path: { message_id: c.first_message_id } })).message;
      if (typeof m?.subject === "string") topics.set(c.stream_id, m.subject);
    }
    for (const id of wideIds(topics.keys())) {
      const topic = topics.get(id % 2 ** 32) ?? ctx.name("topic");
      expectRefused(await me.call("POST /mark_topic_as_read", { body: { stream_id: id, topic_name: topic } }), `marking a topic of channel ${id}, which does not exist, as read`);
    }
    const cases = fc.tuple(fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), stringMatching(/^[a-z0-9 ]{1,20}$/));
    await ctx.property("unknown-channel", cases, async ([id, topic]) => {
      const ex = await ctx.as("member").call("POST /mark_topic_as_read", { body: { stream_id: id, topic_name: `x${topic}` } });
      expectRefused(ex, `marking a topic of channel ${id}, which does not exist, as read`);
    });
  },
});
