import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyOf, registerLimits, sharedChannel, show } from "../shared/events.ts";
import { GET, readMessage } from "./_read.ts";

// The content and topic of messages are bounded by max_message_length and max_topic_length (POST /register): a
// message with content and topic of exactly those lengths is stored as sent; one character more is refused, or
// stored no longer than the limit (the seed leaves open which; ASCII only, so every way of counting agrees).
export default rule({
  id: "messages/length-limits",
  title: "Messages at the length limits are stored whole; one past them never is",
  seed: "Limits: max_message_length (content of messages and scheduled messages), max_topic_length (topic of messages and scheduled messages)",
  statements: ["limits.max-message-length", "limits.max-topic-length"],
  operations: ["POST /messages", GET, "POST /register", "DELETE /events", "GET /streams"],
  roles: ["member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const reg = await registerLimits(ctx, me);
    const [maxContent, maxTopic] = [reg.max_message_length, reg.max_topic_length];
    expectThat(Number.isInteger(maxContent) && Number.isInteger(maxTopic), { title: "POST /register without the message length limits", expected: "max_message_length and max_topic_length: integers", received: show({ max_message_length: maxContent, max_topic_length: maxTopic }) });
    const channel = await sharedChannel([me]);
    if (!channel) return ctx.note("the member is subscribed to no channel anyone may post to; nothing to test");
    const tag = ctx.name("len");
    const text = (n: number) => (tag + "x".repeat(n)).slice(0, n);
    await ctx.each([0, 1], async (over) => {
      const content = text((maxContent as number) + over);
      const topic = text((maxTopic as number) + over);
      const ex = await me.call("POST /messages", { body: { type: "stream", to: channel.stream_id, topic, content } });
      const id = bodyOf(ex).id;
      if (over === 0) {
        expectThat(bodyOf(ex).result === "success" && Number.isInteger(id), { title: "A message at the length limits was refused", expected: `content of ${maxContent} and topic of ${maxTopic} characters accepted`, received: show(bodyOf(ex)), exchange: ex });
      }
      if (bodyOf(ex).result !== "success" || !Number.isInteger(id)) return;
      const { ex: read, message } = await readMessage(me, id as number, { apply_markdown: false });
      const [c, t] = [String(message.content), String(message.subject)];
      expectThat(over === 0 ? c === content && t === topic : c.length <= (maxContent as number) && t.length <= (maxTopic as number), {
        title: over === 0 ? "A message at the length limits was not stored as sent" : "A message past the length limits was stored beyond them",
        expected: over === 0 ? `content (${content.length}) and topic (${topic.length}) stored as sent` : `content at most ${maxContent} and topic at most ${maxTopic} characters`,
        received: `content ${c.length} characters, topic ${t.length}`,
        exchange: read,
      });
    });
  },
});
