import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show } from "../shared/events.ts";
import { GET, LIST, newestMessages, readMessage } from "./_read.ts";

// A message's avatar_url is null only when the requester can see the sender's real email and client_gravatar was
// true: read with client_gravatar false (GET /messages), and by the single-message endpoint (which takes no
// client_gravatar), every message of the newest the member can read has a string avatar_url.
export default rule({
  id: "messages/avatar-url-null-only-with-gravatar",
  title: "A message's avatar_url is a string unless client_gravatar was true",
  seed: "Message object: avatar_url (string or null; null only when the requester can see the sender's real email and client_gravatar was true)",
  statements: ["message.avatar-url"],
  operations: [LIST, GET],
  roles: ["member"],
  since: "GET /messages/{message_id} response.message",
  async run(ctx) {
    const me = ctx.as("member");
    const { ex, messages } = await newestMessages(me, 30, { client_gravatar: false });
    if (!messages.length) return ctx.note("the member can read no message; nothing to check");
    const bad = messages.filter((m) => typeof m.avatar_url !== "string");
    expectThat(bad.length === 0, { title: "avatar_url is not a string although client_gravatar is false", expected: "a string avatar_url on every message (GET /messages, client_gravatar false)", received: show(bad.map((m) => ({ id: m.id, avatar_url: m.avatar_url }))), exchange: ex });
    await ctx.each(messages.slice(-5), async (m) => {
      const one = await readMessage(me, m.id as number);
      expectThat(typeof one.message.avatar_url === "string", {
        title: "avatar_url is not a string on the single-message endpoint, which takes no client_gravatar",
        expected: `a string avatar_url on message ${m.id}`,
        received: show(one.message.avatar_url),
        exchange: one.ex,
      });
    });
  },
});
