import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage, sharedChannel, type Body } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { foundMessages } from "./_read.ts";

const GET = "GET /messages/{message_id}";

// POST /mark_topic_as_read marks all unread messages of the topic read: one member sends two messages to a new
// topic of a channel both members are subscribed to; the other marks the topic read, and both messages then carry
// the read flag for them, whatever they carried before (a message already read before the marking is noted, and
// still read after it). Where the server offers no POST /messages (Zulip's), the reader marks the topic of a channel
// message it can read (found by ID) read, and that message then carries the read flag. (Flags are read from the
// message object, level 120.)
export default rule({
  id: "messages/mark-topic-as-read",
  title: "POST /mark_topic_as_read marks the topic's messages read",
  seed: "Endpoints, Messages: POST /mark_topic_as_read (marks all unread messages in the topic read); Message object: flags",
  statements: ["messages.mark-topic-as-read", "message.flags"],
  operations: ["POST /mark_topic_as_read", GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [sender, reader] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([sender, reader]);
    if (!channel) return ctx.note("the two members share no channel anyone may post to; nothing to test");
    let topic = ctx.name("mtr-topic");
    let stream = channel.stream_id;
    let ids = await ifOffered(async () => [
      await sendMessage(sender, { type: "stream", to: stream, topic, content: "first unread message" }),
      await sendMessage(sender, { type: "stream", to: stream, topic, content: "second unread message" }),
    ]);
    if (!ids) {
      const found = (await foundMessages(reader)).find((f) => Number.isInteger(f.message.stream_id) && typeof f.message.subject === "string");
      if (!found) return ctx.note("marking a topic read: the server offers no POST /messages (Zulip's, not in the seed) and the reader can read no channel message; not tested");
      [ids, topic, stream] = [[found.id], found.message.subject as string, found.message.stream_id as number];
    }
    const flags = async (id: number) => {
      const ex = await reader.call(GET, { path: { message_id: id } });
      const m = (expectSuccess(ex, "reading the message").message ?? {}) as Body;
      return { ex, read: Array.isArray(m.flags) && m.flags.includes("read") };
    };
    if ((await flags(ids[0])).read) ctx.note(`message ${ids[0]} was read before the topic was marked read; read after it too`);
    expectSuccess(await reader.call("POST /mark_topic_as_read", { body: { stream_id: stream, topic_name: topic } }), "marking the topic as read");
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
