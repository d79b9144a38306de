import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { bodyOf, sendMessage, sharedChannel, type Body } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { channelFirsts } from "./_read.ts";

const GET = "GET /messages/{message_id}";

// A channel message carries its channel: type stream, stream_id the channel's ID, display_recipient the channel's
// name, subject the topic. Sends one message to a channel the member is subscribed to; where the server offers no
// POST /messages (Zulip's), reads the first message of up to three channels the member sees (GET /streams
// first_message_id; those it cannot read passed over), whose topic the rule does not know (subject is then read as a
// string).
export default rule({
  id: "messages/channel-message-fields",
  title: "A channel message has type stream, its stream_id, the channel name and the topic",
  seed: "Message object: type, subject (topic), stream_id (only for channel messages), display_recipient (channel name)",
  statements: ["message.type", "message.subject", "message.stream-id", "message.display-recipient"],
  operations: [GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const channel = await sharedChannel([me]);
    const topic = ctx.name("cmf-topic");
    const id = channel && (await ifOffered(() => sendMessage(me, { type: "stream", to: channel.stream_id, topic, content: "A channel message from the conformance suite" })));
    const cases: { id: number; channel: { stream_id: number; name: string }; topic?: string }[] = id
      ? [{ id, channel: channel!, topic }]
      : (await channelFirsts(me)).slice(0, 3).map(({ channel: c, first }) => ({ id: first, channel: { stream_id: c.stream_id as number, name: String(c.name) } }));
    if (!cases.length) return ctx.note("the member can send to no channel and sees no channel message; nothing to test");
    await ctx.each(cases, async ({ id, channel: c, topic: t }) => {
      const ex = await me.call(GET, { path: { message_id: id } });
      // A channel's first message may be one the member cannot read (history not public to them): nothing to judge.
      if (t === undefined && bodyOf(ex).result !== "success") return;
      const m = (expectSuccess(ex, "reading the channel message").message ?? {}) as Body;
      expectThat(m.type === "stream" && m.stream_id === c.stream_id && m.display_recipient === c.name && (t === undefined ? typeof m.subject === "string" : m.subject === t), {
        title: "A channel message does not carry its channel and topic",
        expected: `type "stream", stream_id ${c.stream_id}, display_recipient ${JSON.stringify(c.name)}, subject ${t === undefined ? "a string (the topic)" : JSON.stringify(t)}`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    });
  },
});
