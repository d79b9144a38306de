import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { sendMessage, show } from "../shared/events.ts";
import { readUser } from "../shared/users.ts";
import { GET, readMessage } from "./_read.ts";

// A message names its sender: sender_id is the sender's user ID, sender_email the sender's API email and
// sender_full_name its name as the reader sees the sender (GET /users/{user_id}); sender_realm_str is the same for
// senders of one organization; client is a string. Each of two members sends to the other; both read.
export default rule({
  id: "messages/sender-fields",
  title: "sender_id, sender_email and sender_full_name name the sender; sender_realm_str is the organization's",
  seed: "Message object: sender_id (sender user ID), sender_email (sender API email), sender_full_name (sender name), sender_realm_str (realm identifier, unique within a server), client (name of the client that sent it)",
  statements: ["message.sender", "message.sender-email", "message.sender-full-name", "message.sender-realm-str", "message.client"],
  operations: [GET, "POST /messages", "GET /users/{user_id}"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const members = [ctx.as("member", 0), ctx.as("member", 1)];
    const realms = new Set<unknown>();
    // Each member as the sender, every run.
    await ctx.each([0, 1], async (i) => {
      const [from, to] = [members[i], members[1 - i]];
      const id = await sendMessage(from, { type: "private", to: [to.userId], content: `${ctx.name("m")} from ${from.email}` });
      const seenAs = await readUser(to, from.userId);
      const { ex, message } = await readMessage(to, id);
      realms.add(message.sender_realm_str);
      expectThat(
        message.sender_id === from.userId && message.sender_email === seenAs.email && message.sender_full_name === seenAs.full_name && typeof message.client === "string" && typeof message.sender_realm_str === "string",
        {
          title: "A message does not name its sender",
          expected: `sender_id ${from.userId}, sender_email ${show(seenAs.email)}, sender_full_name ${show(seenAs.full_name)}, client and sender_realm_str strings`,
          received: show({ sender_id: message.sender_id, sender_email: message.sender_email, sender_full_name: message.sender_full_name, client: message.client, sender_realm_str: message.sender_realm_str }),
          exchange: ex,
        },
      );
      expectThat(realms.size === 1, { title: "Senders of one organization have different sender_realm_str", expected: "one sender_realm_str for the organization", received: show([...realms]), exchange: ex });
    });
  },
});
