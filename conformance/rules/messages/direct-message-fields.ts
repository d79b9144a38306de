import { rule, requiresRole, sinceLevel, writes } from "../wrappers.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage, type Body } from "../events/_support.ts";

// A direct message has type private, an empty subject, no stream_id, and display_recipient the list of its users
// (objects with email, full_name, id, is_mirror_dummy): here the sender and the recipient. Sends one direct message.
export default sinceLevel(
  120,
  writes(
    requiresRole(
      "member",
      requiresRole(
        "member",
        rule({
          id: "messages/direct-message-fields",
          title: "A direct message has an empty subject, no stream_id and a recipient list",
          seed: "Message object: subject (always empty string for direct messages), stream_id (only for channel messages), display_recipient (the recipient users: email, full_name, id, is_mirror_dummy)",
          operations: ["GET /messages/{message_id}", "POST /messages"],
          async run(ctx) {
            const [sender, recipient] = [ctx.as("member", 0), ctx.as("member", 1)];
            const id = await sendMessage(sender, { type: "private", to: [recipient.userId], content: `${ctx.name("dmf")}: a direct message` });
            for (const reader of [sender, recipient]) {
              const ex = await reader.call("GET /messages/{message_id}", { path: { message_id: id } });
              const m = (expectSuccess(ex, "reading the direct message").message ?? {}) as Body;
              const users = Array.isArray(m.display_recipient) ? (m.display_recipient as Body[]) : undefined;
              const complete = users?.every((u) => typeof u.email === "string" && typeof u.full_name === "string" && Number.isInteger(u.id) && typeof u.is_mirror_dummy === "boolean");
              const ids = new Set(users?.map((u) => u.id));
              expectThat(m.type === "private" && m.subject === "" && !("stream_id" in m) && !!complete && ids.size === 2 && ids.has(sender.userId) && ids.has(recipient.userId), {
                title: "A direct message does not have the direct-message shape",
                expected: `type "private", subject "", no stream_id, display_recipient: objects (email, full_name, id, is_mirror_dummy) for users ${sender.userId} and ${recipient.userId}`,
                received: describeResponse(ex.response),
                exchange: ex,
              });
            }
          },
        }),
      ),
    ),
  ),
);
