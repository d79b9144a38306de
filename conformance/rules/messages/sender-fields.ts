import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { sendMessage, show } from "../shared/events.ts";
import { readUser } from "../shared/users.ts";
import { ifOffered } from "../shared/extras.ts";
import { GET, foundMessages, readMessage } from "./_read.ts";

// A message names its sender: sender_id is the sender's user ID, sender_email the sender's API email and
// sender_full_name its name as the reader sees the sender (GET /users/{user_id}); sender_realm_str is the same for
// senders of one organization; client is a string. Each of two members sends to the other; both read. Where the
// server offers no POST /messages (Zulip's), the member reads messages that exist (found by ID; up to four, of
// different senders), and their sender_id names the user the other fields must describe.
export default rule({
  id: "messages/sender-fields",
  title: "sender_id, sender_email and sender_full_name name the sender; sender_realm_str is the organization's",
  seed: "Message object: sender_id (sender user ID), sender_email (sender API email), sender_full_name (sender name), sender_realm_str (realm identifier, unique within a server), client (name of the client that sent it)",
  statements: ["message.sender", "message.sender-email", "message.sender-full-name", "message.sender-realm-str", "message.client"],
  operations: [GET, "POST /messages", "GET /users/{user_id}", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const members = [ctx.as("member", 0), ctx.as("member", 1)];
    const realms = new Set<unknown>();
    const sent = await ifOffered(async () => {
      const ids: number[] = [];
      for (const i of [0, 1]) ids.push(await sendMessage(members[i], { type: "private", to: [members[1 - i].userId], content: `${ctx.name("m")} from ${members[i].email}` }));
      return ids;
    });
    // Each member as the sender (and the other as the reader), every run; else messages found, of different senders first.
    const found = sent ? [] : await foundMessages(members[0]);
    const bySender = [...new Map(found.map((f) => [f.message.sender_id, f])).values()].slice(0, 4);
    const cases = sent
      ? sent.map((id, i) => ({ id, reader: members[1 - i], from: members[i].userId as unknown }))
      : bySender.map((f) => ({ id: f.id, reader: members[0], from: f.message.sender_id }));
    if (!cases.length) return ctx.note("sender fields: the server offers no POST /messages (Zulip's, not in the seed) and the member can read no message; not tested");
    await ctx.each(cases, async ({ id, reader, from }) => {
      const { ex, message } = await readMessage(reader, id);
      const seenAs = Number.isInteger(from) ? await readUser(reader, from as number) : {};
      realms.add(message.sender_realm_str);
      expectThat(
        Number.isInteger(from) && message.sender_id === from && message.sender_email === seenAs.email && message.sender_full_name === seenAs.full_name && typeof message.client === "string" && typeof message.sender_realm_str === "string",
        {
          title: "A message does not name its sender",
          expected: `sender_id ${show(from)}${sent ? "" : " (a user ID)"}, sender_email ${show(seenAs.email)}, sender_full_name ${show(seenAs.full_name)} (user ${show(from)} as the reader sees them), client and sender_realm_str strings`,
          received: show({ sender_id: message.sender_id, sender_email: message.sender_email, sender_full_name: message.sender_full_name, client: message.client, sender_realm_str: message.sender_realm_str }),
          exchange: ex,
        },
      );
      expectThat(realms.size === 1, { title: "Senders of one organization have different sender_realm_str", expected: "one sender_realm_str for the organization", received: show([...realms]), exchange: ex });
    });
  },
});
