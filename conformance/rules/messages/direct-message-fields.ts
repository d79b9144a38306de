import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage, type Body } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { foundMessages, isDirect } from "./_read.ts";

const GET = "GET /messages/{message_id}";

// A direct message has type private, an empty subject, no stream_id, and display_recipient the list of its users
// (objects with email, full_name, id, is_mirror_dummy). The seed calls them "the recipient users": whether the
// sender is listed too (as Zulip does) is left open, so the list holds the recipient and no one but the two.
// Sends one direct message, read by both; where the server offers no POST /messages (Zulip's), reads the direct
// messages the member already has (found by ID), whose users are then the member and whoever the list names.
export default rule({
  id: "messages/direct-message-fields",
  title: "A direct message has an empty subject, no stream_id and a recipient list",
  seed: "Message object: subject (always empty string for direct messages), stream_id (only for channel messages), display_recipient (the recipient users: email, full_name, id, is_mirror_dummy)",
  statements: ["message.type", "message.subject", "message.stream-id", "message.display-recipient"],
  operations: [GET, "POST /messages"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [sender, recipient] = [ctx.as("member", 0), ctx.as("member", 1)];
    const id = await ifOffered(() => sendMessage(sender, { type: "private", to: [recipient.userId], content: `${ctx.name("dmf")}: a direct message` }));
    const cases: { reader: typeof sender; id: number; who: string; users?: number[]; must?: number }[] = id !== undefined
      ? [sender, recipient].map((reader) => ({ reader, id, who: reader === sender ? "the sender" : "the recipient", users: [sender.userId, recipient.userId], must: recipient.userId }))
      : (await foundMessages(sender)).filter((f) => isDirect(f.message)).slice(0, 3).map((f) => ({ reader: sender, id: f.id, who: "a participant", users: undefined, must: undefined }));
    if (!cases.length) return ctx.note("direct-message fields: the server offers no POST /messages (Zulip's, not in the seed) and the member has no direct message; not tested");
    await ctx.each(cases, async ({ reader, id, who, users: allowed, must }) => {
      const ex = await reader.call(GET, { path: { message_id: id } });
      const m = (expectSuccess(ex, "reading the direct message").message ?? {}) as Body;
      const users = Array.isArray(m.display_recipient) ? (m.display_recipient as Body[]) : undefined;
      const complete = users?.every((u) => typeof u.email === "string" && typeof u.full_name === "string" && Number.isInteger(u.id) && typeof u.is_mirror_dummy === "boolean");
      const ids = new Set(users?.map((u) => u.id));
      // A message found: the reader takes part in it (as its sender or one of the users listed).
      const names = must !== undefined ? ids.has(must) && [...ids].every((u) => allowed!.includes(u as number)) : ids.has(reader.userId) || m.sender_id === reader.userId;
      expectThat(m.type === "private" && m.subject === "" && !("stream_id" in m) && !!complete && names, {
        title: `A direct message does not have the direct-message shape: read by ${who}`,
        expected:
          must !== undefined
            ? `type "private", subject "", no stream_id, display_recipient: objects (email, full_name, id, is_mirror_dummy) for user ${must} (and the sender ${sender.userId}, or not)`
            : `type "private", subject "", no stream_id, display_recipient: objects (email, full_name, id, is_mirror_dummy), the reader ${reader.userId} among them or the sender`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    });
  },
});
