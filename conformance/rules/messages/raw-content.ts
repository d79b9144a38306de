import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage } from "../shared/events.ts";

// The single-message response carries raw_content, the raw Markdown of the message, whatever apply_markdown is.
// Sends one direct message to the member themself.
export default rule({
  id: "messages/raw-content",
  title: "GET /messages/{message_id} returns raw_content, the raw Markdown",
  seed: "Endpoints, Messages: GET /messages/{message_id} (Response: message and raw_content (string)); Message object: raw_content (deprecated raw Markdown)",
  statements: ["message.raw-content", "messages.get-response"],
  operations: ["GET /messages/{message_id}", "POST /messages"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const markdown = `**${ctx.name("raw")}** with a [link](https://example.com)`;
    const id = await sendMessage(me, { type: "private", to: [me.userId], content: markdown });
    const ex = await me.call("GET /messages/{message_id}", { path: { message_id: id } });
    const body = expectSuccess(ex, "reading the message");
    expectThat(body.raw_content === markdown, {
      title: "raw_content is not the message's raw Markdown",
      expected: `raw_content ${JSON.stringify(markdown)}`,
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
