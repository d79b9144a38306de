import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { registerLimits, sharedChannel } from "../shared/events.ts";
import { SCHEDULE, schedule } from "./_support.ts";

// The content's maximum is max_message_length and the topic's max_topic_length, both returned by POST /register:
// a scheduled channel message whose content and topic are as long as the limits allow is accepted. (Beyond the
// limits the seed does not say whether a server refuses or truncates, so that is not tested.)
export default rule({
  id: "scheduled-messages/length-limits",
  title: "A scheduled message with content and topic at the register limits is accepted",
  seed: "Endpoints, Scheduled messages: content (maximum size is max_message_length), topic (maximum is max_topic_length); Limits: max_message_length, max_topic_length",
  statements: ["scheduled.content-limit", "scheduled.topic", "limits.max-message-length", "limits.max-topic-length"],
  operations: [SCHEDULE, "POST /register", "GET /streams"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const registered = await registerLimits(ctx, me);
    const [maxContent, maxTopic] = [registered.max_message_length, registered.max_topic_length];
    if (!Number.isInteger(maxContent) || !Number.isInteger(maxTopic)) return ctx.note("POST /register returned no max_message_length or max_topic_length; nothing to test");
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    // The run prefix first (the topic names the suite's objects), then letters up to the limit.
    const fill = (start: string, length: number, letter: string): string => (start + letter.repeat(length)).slice(0, length);
    const topic = fill(ctx.name("t"), maxTopic as number, "t");
    const content = fill(`${ctx.name("c")} `, maxContent as number, "c");
    const what = `scheduling a message with ${content.length} characters of content (max_message_length ${maxContent}) and a ${topic.length}-character topic (max_topic_length ${maxTopic})`;
    expectSuccess(await schedule(ctx, me, { type: "stream", to: channel.stream_id, topic, content }), what);
  },
});
