import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage, sharedChannel, type Body } from "../shared/events.ts";

// A channel message carries its channel: type stream, stream_id the channel's ID, display_recipient the channel's
// name, subject the topic. Sends one message to a channel the member is subscribed to.
export default rule({
  id: "messages/channel-message-fields",
  title: "A channel message has type stream, its stream_id, the channel name and the topic",
  seed: "Message object: type, subject (topic), stream_id (only for channel messages), display_recipient (channel name)",
  statements: ["message.type", "message.subject", "message.stream-id", "message.display-recipient"],
  operations: ["GET /messages/{message_id}", "POST /messages", "GET /streams"],
  roles: ["member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    const topic = ctx.name("cmf-topic");
    const id = await sendMessage(me, { type: "stream", to: channel.stream_id, topic, content: "A channel message from the conformance suite" });
    const ex = await me.call("GET /messages/{message_id}", { path: { message_id: id } });
    const m = (expectSuccess(ex, "reading the channel message").message ?? {}) as Body;
    expectThat(m.type === "stream" && m.stream_id === channel.stream_id && m.display_recipient === channel.name && m.subject === topic, {
      title: "A channel message does not carry its channel and topic",
      expected: `type "stream", stream_id ${channel.stream_id}, display_recipient ${JSON.stringify(channel.name)}, subject ${JSON.stringify(topic)}`,
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
