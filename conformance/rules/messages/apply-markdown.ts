import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { sendMessage, type Body } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { foundMessages } from "./_read.ts";

const GET = "GET /messages/{message_id}";

// apply_markdown (default true) chooses the content of the message object: true (and omitted) gives HTML with
// content_type text/html, false the raw Markdown as sent with content_type text/x-markdown. Sends one direct
// message to the member themself; where the server offers no POST /messages (Zulip's), reads a message the member
// can read (found by ID), whose raw Markdown is its raw_content.
export default rule({
  id: "messages/apply-markdown",
  title: "GET /messages/{message_id}: apply_markdown true gives HTML, false raw Markdown, with the matching content_type",
  seed: "Endpoints, Messages: GET /messages/{message_id} (apply_markdown boolean default true, level 120); Message object: content, content_type",
  statements: ["messages.get-apply-markdown", "message.content", "message.content-type", "level.120"],
  operations: [GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member"],
  since: "GET /messages/{message_id} query.apply_markdown",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const sentMarkdown = `**${ctx.name("md")}** and _emphasis_`;
    const sent = await ifOffered(() => sendMessage(me, { type: "private", to: [me.userId], content: sentMarkdown }));
    const id = sent ?? (await foundMessages(me))[0]?.id;
    if (id === undefined) return ctx.note("apply_markdown: the server offers no POST /messages (Zulip's, not in the seed) and the member can read no message; not tested");
    await ctx.each([true, false, undefined], async (applyMarkdown) => {
      const ex = await me.call(GET, { path: { message_id: id }, query: applyMarkdown === undefined ? {} : { apply_markdown: applyMarkdown } });
      const body = expectSuccess(ex, "reading the message");
      const m = (body.message ?? {}) as Body;
      const markdown = sent !== undefined ? sentMarkdown : body.raw_content;
      const html = applyMarkdown !== false;
      const ok = html
        ? m.content_type === "text/html" && typeof m.content === "string" && m.content !== markdown && /<[a-z][^>]*>/i.test(m.content)
        : m.content_type === "text/x-markdown" && m.content === markdown;
      expectThat(ok, {
        title: `apply_markdown ${applyMarkdown ?? "omitted (default true)"} did not give ${html ? "HTML" : "the raw Markdown"}`,
        expected: html ? "content_type text/html and the content rendered as HTML" : `content_type text/x-markdown and the content ${JSON.stringify(markdown)}${sent === undefined ? " (its raw_content)" : ""}`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    });
  },
});
