import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { sendMessage, sharedChannel, show } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { GET, foundMessages, readMessage } from "./_read.ts";

// is_me_message says whether a message is a /me status message: "/me <action>" gives true, the same words without
// "/me " give false. Both forms are sent as direct messages and to a channel both members share (every combination
// once, then generated words), and read by the recipient. Where the server offers no POST /messages (Zulip's), the
// messages the member can read (found by ID, up to four) are read: is_me_message is true exactly when the raw
// Markdown starts with "/me " (a note says whether a /me message was among them).
export default rule({
  id: "messages/is-me-message",
  title: "is_me_message is true exactly for /me messages",
  seed: "Message object: is_me_message (boolean; whether it is a /me status message)",
  statements: ["message.is-me-message"],
  operations: [GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = await sharedChannel([me, other]);
    const kinds = channel ? (["private", "stream"] as const) : (["private"] as const);
    const check = async (kind: "private" | "stream", isMe: boolean, words: string) => {
      const content = `${isMe ? "/me " : ""}${words}`;
      const id = await sendMessage(me, kind === "stream" ? { type: "stream", to: channel!.stream_id, topic: ctx.name("me"), content } : { type: "private", to: [other.userId], content });
      const { ex, message } = await readMessage(other, id);
      expectThat(message.is_me_message === isMe, { title: `is_me_message does not say whether it is a /me message (${isMe ? "a /me" : "an ordinary"} ${kind === "stream" ? "channel" : "direct"} message)`, expected: `is_me_message ${isMe} for ${show(content)} (${kind === "stream" ? "a channel message" : "a direct message"})`, received: `is_me_message ${show(message.is_me_message)}`, exchange: ex });
    };
    // Every kind, with and without /me, every run; then random words.
    if (!(await ifOffered(async () => (await check(kinds[0], true, "waves hello"), true)))) {
      // A body that only starts with "/me" (no space after it, or several lines) is left out: what it is is not shown.
      const meOf = (raw: string) => (raw.startsWith("/me ") && !raw.includes("\n") ? true : raw.startsWith("/me") ? undefined : false);
      const found = (await foundMessages(me)).filter((f) => typeof f.raw === "string" && meOf(f.raw) !== undefined).slice(0, 4);
      await ctx.each(found, async (f) => {
        const isMe = meOf(f.raw as string);
        const { ex, message } = await readMessage(me, f.id);
        expectThat(message.is_me_message === isMe, { title: `is_me_message does not say whether it is a /me message (${isMe ? "a /me" : "an ordinary"} message found)`, expected: `is_me_message ${isMe} for message ${f.id} (raw_content ${show(f.raw)})`, received: `is_me_message ${show(message.is_me_message)}`, exchange: ex });
      });
      if (!found.some((f) => meOf(f.raw as string))) ctx.note("/me messages: the server offers no POST /messages (Zulip's, not in the seed) and no message the member can read is one; only ordinary messages read");
      return;
    }
    await ctx.each(kinds.flatMap((kind) => [true, false].map((isMe) => ({ kind, isMe }))), ({ kind, isMe }) => check(kind, isMe, "waves hello"));
    const cases = fc.record({ kind: fc.constantFrom(...kinds), me: fc.boolean(), words: stringMatching(/^[a-z]{2,10}( [a-z]{2,10}){0,2}$/) });
    await ctx.property("me-message", cases, ({ kind, me: isMe, words }) => check(kind, isMe, words), { runs: 4 });
  },
});
