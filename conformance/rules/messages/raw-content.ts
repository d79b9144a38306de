import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { bodyOf, sendMessage, show } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { foundMessages } from "./_read.ts";

// The single-message response carries raw_content, the raw Markdown of the message, whatever apply_markdown is.
// Sends one direct message to the member themself, of several lines (leading spaces, inner newlines, a blank line,
// an indented line): they are the Markdown and come back as sent. The seed shows no normalization of a body, so leading blank
// lines and trailing whitespace may come back as sent or removed (Zulip removes them); nothing else may change.
// Where the server offers no POST /messages (Zulip's), messages the member can read (found by ID, up to three) are
// read with apply_markdown true and false: raw_content is a string, the same in both, and is the content that
// apply_markdown false gives (the raw Markdown too).
export default rule({
  id: "messages/raw-content",
  title: "GET /messages/{message_id} returns raw_content, the raw Markdown",
  seed: "Endpoints, Messages: GET /messages/{message_id} (Response: message and raw_content (string)); Message object: raw_content (deprecated raw Markdown)",
  statements: ["message.raw-content", "messages.get-response"],
  operations: ["GET /messages/{message_id}", "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const text = `  **${ctx.name("raw")}** with a [link](https://example.com)\nsecond line\n\n- item\n  continued`;
    const markdown = `\n\n${text}  \n`;
    const readings = new Set([markdown, text, `\n\n${text}`, `${text}  \n`]);
    const id = await ifOffered(() => sendMessage(me, { type: "private", to: [me.userId], content: markdown }));
    if (id === undefined) {
      const found = (await foundMessages(me)).slice(0, 3);
      if (!found.length) return ctx.note("raw_content: the server offers no POST /messages (Zulip's, not in the seed) and the member can read no message; not tested");
      return ctx.each(found, async (f) => {
        const read = (apply_markdown: boolean) => me.call("GET /messages/{message_id}", { path: { message_id: f.id }, query: { apply_markdown } });
        const [html, raw] = [await read(true), await read(false)];
        const [a, b] = [expectSuccess(html, "reading the message (apply_markdown true)"), expectSuccess(raw, "reading the message (apply_markdown false)")];
        const markdown = (b.message as { content?: unknown } | undefined)?.content;
        expectThat(typeof a.raw_content === "string" && a.raw_content === b.raw_content && a.raw_content === markdown, {
          title: "raw_content is not the message's raw Markdown",
          expected: `raw_content the same with apply_markdown true and false, and the content apply_markdown false gives (the raw Markdown): ${show(markdown)}`,
          received: `raw_content ${show(bodyOf(html).raw_content)} (apply_markdown true), ${show(bodyOf(raw).raw_content)} (false)`,
          exchange: html,
        });
      });
    }
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
