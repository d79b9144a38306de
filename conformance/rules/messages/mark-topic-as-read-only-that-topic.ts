import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { sendMessage, sharedChannel, show } from "../shared/events.ts";
import { GET, readMessage } from "./_read.ts";

// POST /mark_topic_as_read marks the messages of that topic read and leaves the others: one member sends a message
// to each of two new topics of a channel both share, and a direct message; the other marks the first topic read:
// its message is read, the other topic's message and the direct message are still unread.
export default rule({
  id: "messages/mark-topic-as-read-only-that-topic",
  title: "POST /mark_topic_as_read leaves other topics and conversations unread",
  seed: "Endpoints, Messages: POST /mark_topic_as_read (marks all unread messages in the topic read)",
  statements: ["messages.mark-topic-as-read"],
  operations: ["POST /mark_topic_as_read", GET, "POST /messages", "GET /streams"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [sender, reader] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([sender, reader]);
    if (!channel) return ctx.note("the two members share no channel anyone may post to; nothing to test");
    const [marked, other] = [ctx.name("marked"), ctx.name("left")];
    const inMarked = await sendMessage(sender, { type: "stream", to: channel.stream_id, topic: marked, content: "in the topic marked read" });
    const inOther = await sendMessage(sender, { type: "stream", to: channel.stream_id, topic: other, content: "in another topic" });
    const direct = await sendMessage(sender, { type: "private", to: [reader.userId], content: "a direct message" });
    const read = async (id: number) => {
      const { ex, message } = await readMessage(reader, id);
      return { ex, read: Array.isArray(message.flags) && message.flags.includes("read"), flags: message.flags };
    };
    if ((await read(inOther)).read || (await read(direct)).read) return ctx.note("new messages from another member were already read; nothing to tell apart");
    expectSuccess(await reader.call("POST /mark_topic_as_read", { body: { stream_id: channel.stream_id, topic_name: marked } }), "marking one topic as read");
    // The topic's message, then the others: each its own finding.
    await ctx.each([inMarked], async (id) => {
      const m = await read(id);
      expectThat(m.read, { title: "The topic's message is not read", expected: `message ${id} of topic ${show(marked)} read`, received: `flags ${show(m.flags)}`, exchange: m.ex });
    });
    await ctx.each([[inOther, `topic ${show(other)} of the same channel`], [direct, "a direct message"]] as const, async ([id, what]) => {
      const r = await read(id);
      expectThat(!r.read, { title: `POST /mark_topic_as_read marked a message of another topic or conversation read: ${what}`, expected: `message ${id} (${what}) still unread`, received: `flags ${show(r.flags)}`, exchange: r.ex });
    });
  },
});
