import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { sendMessage, show } from "../shared/events.ts";
import { CONSTRUCTS, FIXED_MARKDOWN, constructUnrendered, markdownText, styledIn, unrendered, type MarkdownText } from "../shared/markdown.ts";
import { ifOffered } from "../shared/extras.ts";
import { GET, foundMessages, readMessage } from "./_read.ts";

// With apply_markdown true the content is "HTML", the body's Markdown rendered: strong, emphasis and code words each
// become an element of their own and no markup is left in the text (which element each gives is not shown); and so
// do the block and link constructs Zulip renders, each its own message and its own finding: a bullet and a numbered
// list, a block quote, a heading, a link (its URL an attribute of the element) and a fenced code block. A server that
// escapes the body and wraps it in a paragraph passes the rules that compare the text; this one reads the markup. A
// direct message to the other member, read by them; the fixed body first, then drawn ones, then every construct.
// Where the server offers no POST /messages (Zulip's), the messages the member can read (found by ID) whose raw
// Markdown has strong, emphasis or code words (up to three) are read rendered; the constructs go untested (a note).
export default rule({
  id: "messages/content-markdown-rendered",
  title: "With apply_markdown true the content is the body's Markdown rendered",
  seed: "Message object: content (body; HTML or raw Markdown depending on apply_markdown); Endpoints, Messages: GET /messages/{message_id} (apply_markdown true returns HTML content)",
  statements: ["message.content", "messages.get-apply-markdown"],
  operations: [GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} query.apply_markdown",
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const check = async (m: MarkdownText, found?: number) => {
      const id = found ?? (await sendMessage(me, { type: "private", to: [other.userId], content: m.md }));
      const { ex, message } = await readMessage(found === undefined ? other : me, id, { apply_markdown: true });
      const wrong = unrendered(message.content, m);
      expectThat(!wrong.length, {
        title: "The content is not the body's Markdown rendered as HTML",
        expected: `${show(m.md)} rendered: ${m.styled.join(", ")} each the text of an element, no markup left`,
        received: `${wrong.join("; ")} in content ${show(message.content)}`,
        exchange: ex,
      });
    };
    if (!(await ifOffered(async () => (await check(FIXED_MARKDOWN), true)))) {
      // Bodies with code blocks, escapes, or code and emphasis together are left out: markup inside code stays markup.
      const plain = (raw: unknown) => typeof raw === "string" && !/```|~~~|^ {4}|\\/m.test(raw) && !(raw.includes("`") && raw.includes("*"));
      const styled = (await foundMessages(me)).filter((f) => plain(f.raw)).flatMap((f) => [styledIn(f.raw)].filter((m) => m !== undefined).map((m) => ({ m, id: f.id }))).slice(0, 3);
      await ctx.each(styled, ({ m, id }) => check(m, id));
      return ctx.note(`Markdown rendering: the server offers no POST /messages (Zulip's, not in the seed); ${styled.length} existing message(s) with inline styles read, the block and link constructs not tested`);
    }
    await ctx.property("rendered", markdownText(), check, { runs: 3 });
    await ctx.each(CONSTRUCTS, async (c) => {
      const id = await sendMessage(me, { type: "private", to: [other.userId], content: c.md });
      const { ex, message } = await readMessage(other, id, { apply_markdown: true });
      const wrong = constructUnrendered(message.content, c);
      expectThat(!wrong.length, {
        title: `The content is not the body's Markdown rendered as HTML: ${c.name}`,
        expected: `${show(c.md)} (a ${c.name}) rendered: ${c.whole.join(", ")} each the text of an element${c.href ? ` linking to ${c.href}` : ""}, no markup left`,
        received: `${wrong.join("; ")} in content ${show(message.content)}`,
        exchange: ex,
      });
    });
  },
});
