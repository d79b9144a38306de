import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage, type Body } from "../shared/events.ts";

// A direct message has type private, an empty subject, no stream_id, and display_recipient the list of its users
// (objects with email, full_name, id, is_mirror_dummy). The seed calls them "the recipient users": whether the
// sender is listed too (as Zulip does) is left open, so the list holds the recipient and no one but the two.
// Sends one direct message.
export default rule({
  id: "messages/direct-message-fields",
  title: "A direct message has an empty subject, no stream_id and a recipient list",
  seed: "Message object: subject (always empty string for direct messages), stream_id (only for channel messages), display_recipient (the recipient users: email, full_name, id, is_mirror_dummy)",
  statements: ["message.type", "message.subject", "message.stream-id", "message.display-recipient"],
  operations: ["GET /messages/{message_id}", "POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [sender, recipient] = [ctx.as("member", 0), ctx.as("member", 1)];
    const id = await sendMessage(sender, { type: "private", to: [recipient.userId], content: `${ctx.name("dmf")}: a direct message` });
    await ctx.each([sender, recipient], async (reader) => {
      const ex = await reader.call("GET /messages/{message_id}", { path: { message_id: id } });
      const m = (expectSuccess(ex, "reading the direct message").message ?? {}) as Body;
      const users = Array.isArray(m.display_recipient) ? (m.display_recipient as Body[]) : undefined;
      const complete = users?.every((u) => typeof u.email === "string" && typeof u.full_name === "string" && Number.isInteger(u.id) && typeof u.is_mirror_dummy === "boolean");
      const ids = new Set(users?.map((u) => u.id));
      expectThat(m.type === "private" && m.subject === "" && !("stream_id" in m) && !!complete && ids.has(recipient.userId) && [...ids].every((id) => id === sender.userId || id === recipient.userId), {
        title: `A direct message does not have the direct-message shape: read by ${reader === sender ? "the sender" : "the recipient"}`,
        expected: `type "private", subject "", no stream_id, display_recipient: objects (email, full_name, id, is_mirror_dummy) for user ${recipient.userId} (and the sender ${sender.userId}, or not)`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    });
  },
});
