import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage, sharedChannel, type Body } from "../shared/events.ts";

const GET = "GET /messages/{message_id}";

// POST /mark_topic_as_read marks all unread messages of the topic read: one member sends two messages to a new
// topic of a channel both members are subscribed to; the other marks the topic read, and both messages then carry
// the read flag for them. (Flags are read from the message object, level 120.)
export default rule({
  id: "messages/mark-topic-as-read",
  title: "POST /mark_topic_as_read marks the topic's messages read",
  seed: "Endpoints, Messages: POST /mark_topic_as_read (marks all unread messages in the topic read); Message object: flags",
  statements: ["messages.mark-topic-as-read", "message.flags"],
  operations: ["POST /mark_topic_as_read", GET, "POST /messages", "GET /streams"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [sender, reader] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([sender, reader]);
    if (!channel) return ctx.note("the two members share no channel anyone may post to; nothing to test");
    const topic = ctx.name("mtr-topic");
    const ids = [
      await sendMessage(sender, { type: "stream", to: channel.stream_id, topic, content: "first unread message" }),
      await sendMessage(sender, { type: "stream", to: channel.stream_id, topic, content: "second unread message" }),
    ];
    const flags = async (id: number) => {
      const ex = await reader.call(GET, { path: { message_id: id } });
      const m = (expectSuccess(ex, "reading the message").message ?? {}) as Body;
      return { ex, read: Array.isArray(m.flags) && m.flags.includes("read") };
    };
    if ((await flags(ids[0])).read) return ctx.note("a new message from another user was already read; nothing to mark");
    expectSuccess(await reader.call("POST /mark_topic_as_read", { body: { stream_id: channel.stream_id, topic_name: topic } }), "marking the topic as read");
    await ctx.each(ids, async (id) => {
      const after = await flags(id);
      expectThat(after.read, {
        title: "A message of the topic is not read after POST /mark_topic_as_read",
        expected: `the read flag on message ${id} of topic ${JSON.stringify(topic)}`,
        received: describeResponse(after.ex.response),
        exchange: after.ex,
      });
    });
  },
});
