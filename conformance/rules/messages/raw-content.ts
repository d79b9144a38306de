import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage } from "../shared/events.ts";

// The single-message response carries raw_content, the raw Markdown of the message, whatever apply_markdown is.
// Sends one direct message to the member themself, of several lines (leading spaces, inner newlines, a blank line,
// an indented line): they are the Markdown and come back as sent. The seed shows no normalization of a body, so leading blank
// lines and trailing whitespace may come back as sent or removed (Zulip removes them); nothing else may change.
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
    const text = `  **${ctx.name("raw")}** with a [link](https://example.com)\nsecond line\n\n- item\n  continued`;
    const markdown = `\n\n${text}  \n`;
    const readings = new Set([markdown, text, `\n\n${text}`, `${text}  \n`]);
    const id = await sendMessage(me, { type: "private", to: [me.userId], content: markdown });
    const ex = await me.call("GET /messages/{message_id}", { path: { message_id: id } });
    const body = expectSuccess(ex, "reading the message");
    expectThat(typeof body.raw_content === "string" && readings.has(body.raw_content), {
      title: "raw_content is not the message's raw Markdown",
      expected: `raw_content ${JSON.stringify(markdown)} (leading blank lines and trailing whitespace may be removed)`,
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
