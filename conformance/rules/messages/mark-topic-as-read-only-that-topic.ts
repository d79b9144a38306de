import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { sendMessage, sharedChannel, show } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { foundMessages, GET, readMessage } from "./_read.ts";

// POST /mark_topic_as_read marks the messages of that topic read and leaves the others: one member sends a message
// to each of two new topics of a channel both share, and a direct message; the other marks the first topic read:
// its message is read, the other topic's message and the direct message are still unread. Where the server offers no
// POST /messages (Zulip's), the reader marks the topic of a channel message it can read (found by ID) read, and up
// to three of its unread messages of other topics or conversations are still unread.
export default rule({
  id: "messages/mark-topic-as-read-only-that-topic",
  title: "POST /mark_topic_as_read leaves other topics and conversations unread",
  seed: "Endpoints, Messages: POST /mark_topic_as_read (marks all unread messages in the topic read)",
  statements: ["messages.mark-topic-as-read"],
  operations: ["POST /mark_topic_as_read", GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [sender, reader] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([sender, reader]);
    if (!channel) return ctx.note("the two members share no channel anyone may post to; nothing to test");
    const read = async (id: number) => {
      const { ex, message } = await readMessage(reader, id);
      return { ex, read: Array.isArray(message.flags) && message.flags.includes("read"), flags: message.flags };
    };
    const other = ctx.name("left");
    let marked = ctx.name("marked");
    let stream = channel.stream_id;
    const sent = await ifOffered(async () => ({
      inMarked: await sendMessage(sender, { type: "stream", to: stream, topic: marked, content: "in the topic marked read" }),
      others: [
        [await sendMessage(sender, { type: "stream", to: stream, topic: other, content: "in another topic" }), `topic ${show(other)} of the same channel`],
        [await sendMessage(sender, { type: "private", to: [reader.userId], content: "a direct message" }), "a direct message"],
      ] as [number, string][],
    }));
    let inMarked: number;
    let others: [number, string][];
    if (sent) {
      ({ inMarked, others } = sent);
      if ((await read(others[0][0])).read || (await read(others[1][0])).read) return ctx.note("new messages from another member were already read; nothing to tell apart");
    } else {
      const found = await foundMessages(reader);
      const topic = found.find((f) => Number.isInteger(f.message.stream_id) && typeof f.message.subject === "string");
      const unread = (f: (typeof found)[number]) => Array.isArray(f.message.flags) && !f.message.flags.includes("read");
      const elsewhere = found.filter((f) => topic && unread(f) && (f.message.stream_id !== topic.message.stream_id || f.message.subject !== topic.message.subject)).slice(0, 3);
      if (!topic || !elsewhere.length) return ctx.note("marking one topic read: the server offers no POST /messages (Zulip's, not in the seed) and the reader has no unread message outside a topic it can mark; not tested");
      [inMarked, stream, marked] = [topic.id, topic.message.stream_id as number, topic.message.subject as string];
      others = elsewhere.map((f) => [f.id, Number.isInteger(f.message.stream_id) ? `topic ${show(f.message.subject)} of channel ${f.message.stream_id}` : "a direct message"]);
    }
    expectSuccess(await reader.call("POST /mark_topic_as_read", { body: { stream_id: stream, topic_name: marked } }), "marking one topic as read");
    // The topic's message, then the others: each its own finding.
    await ctx.each([inMarked], async (id) => {
      const m = await read(id);
      expectThat(m.read, { title: "The topic's message is not read", expected: `message ${id} of topic ${show(marked)} read`, received: `flags ${show(m.flags)}`, exchange: m.ex });
    });
    await ctx.each(others, async ([id, what]) => {
      const r = await read(id);
      expectThat(!r.read, { title: `POST /mark_topic_as_read marked a message of another topic or conversation read: ${what}`, expected: `message ${id} (${what}) still unread`, received: `flags ${show(r.flags)}`, exchange: r.ex });
    });
  },
});
