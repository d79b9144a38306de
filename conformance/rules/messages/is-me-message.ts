import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { sendMessage, show } from "../shared/events.ts";
import { GET, readMessage } from "./_read.ts";

// is_me_message says whether a message is a /me status message: "/me <action>" gives true, the same words without
// "/me " give false (direct messages, generated words).
export default rule({
  id: "messages/is-me-message",
  title: "is_me_message is true exactly for /me messages",
  seed: "Message object: is_me_message (boolean; whether it is a /me status message)",
  statements: ["message.is-me-message"],
  operations: [GET, "POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    await ctx.property("me-message", fc.record({ me: fc.boolean(), words: stringMatching(/^[a-z]{2,10}( [a-z]{2,10}){0,2}$/) }), async ({ me: isMe, words }) => {
      const content = `${isMe ? "/me " : ""}${words}`;
      const id = await sendMessage(me, { type: "private", to: [other.userId], content });
      const { ex, message } = await readMessage(other, id);
      expectThat(message.is_me_message === isMe, { title: "is_me_message does not say whether it is a /me message", expected: `is_me_message ${isMe} for ${show(content)}`, received: `is_me_message ${show(message.is_me_message)}`, exchange: ex });
    }, { runs: 4 });
  },
});
