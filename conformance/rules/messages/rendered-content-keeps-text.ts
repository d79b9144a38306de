import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyOf, sendMessage, show } from "../shared/events.ts";
import { GET, foundMessages, readMessage } from "./_read.ts";
import { htmlText } from "../shared/markdown.ts";
import { ifOffered } from "../shared/extras.ts";

/** Words and the characters HTML must escape, in order: what a reader sees of a body, whatever its markup. */
const tokens = (text: string) => text.match(/[A-Za-z0-9]+|[&<>"']/g) ?? [];

/** The body's text: its words without the block markup at the start of a line (list numbers and bullets, quote marks). */
const bodyText = (md: string) => md.replace(/^[ \t]*((>|[*-]|\d{1,9}\.)[ \t]+)+/gm, "");

// The body in every form of Markdown Zulip renders that keeps its text: paragraphs, a line break (also as CRLF),
// emphasis, strong, code, bullet lists (with and without a paragraph before them), a numbered list, a heading, a block
// quote, a fenced code block, and the characters HTML escapes. No mention, emoji or link, whose rendering adds or
// replaces text.
const BODY = [
  `alpha **bravo** charlie *delta* \`echo\` x & y < z > w " q ' v`,
  "foxtrot",
  "golf\r\nhotel",
  "",
  "- india",
  "- juliet",
  "",
  "kilo",
  "- lima",
  "- mike",
  "",
  "# november oscar",
  "",
  "1. papa",
  "2. quebec",
  "",
  "> romeo sierra",
  "",
  "```",
  "tango <uniform> & victor",
  "```",
  "whiskey",
].join("\n");

/**
 * What in a body the suite did not write may add or replace text when rendered: mentions, links, emoji and
 * emoticons, times (`:` before a non-space), math, a fence with an info string (a language, spoiler, quote), an
 * image, a slash command at the start.
 */
const ADDS_TEXT = /@|\[|:\S|\$\$|```\S|~~~|!\w|^\//m;

const STYLES = { plain: (w: string) => w, strong: (w: string) => `**${w}**`, em: (w: string) => `*${w}*`, code: (w: string) => `\`${w}\`` };
const word = stringMatching(/^[a-z]{3,9}$/);
const line = fc.array(fc.tuple(fc.constantFrom(...(Object.keys(STYLES) as (keyof typeof STYLES)[])), word), { minLength: 1, maxLength: 4 }).map((ws) => ws.map(([s, w]) => STYLES[s](w)).join(" "));
const body = fc.array(fc.tuple(fc.constantFrom("\n", "\n\n", "\n- ", "\n\n# ", "\n\n> ", "\n\n1. "), line), { minLength: 1, maxLength: 4 }).map((ls) => ls.map(([sep, l], i) => (i === 0 ? l : sep + l)).join(""));

// content is the body; with apply_markdown (default true) it is HTML: its text (tags as separators, character
// references decoded) carries the body's words and escaped characters in order, nothing lost or added, whatever the
// Markdown around them (which HTML each construct gives is not shown, so only the text is compared). A direct
// message to the other member, read by them. The fixed body also has text a linkifier matches (created with POST
// /realm/filters, Zulip's, beyond the seed, whose pattern carries the run's prefix; the seed cannot delete it), which
// may become a link but stays text. Where the server offers no POST /messages (Zulip's), the messages the member can
// read (found by ID) whose raw Markdown has nothing that adds or replaces text (up to four) are read the same way.
export default rule({
  id: "messages/rendered-content-keeps-text",
  title: "Rendered content is the body as HTML: its text is the body's, in order",
  seed: "Message object: content (body; HTML or raw Markdown depending on apply_markdown); Endpoints, Messages: GET /messages/{message_id} (apply_markdown true returns HTML content)",
  statements: ["message.content", "messages.get-apply-markdown"],
  operations: [GET, "POST /messages", "POST /realm/filters", "GET /streams"],
  // The linkifier only adds a case where the server offers it; existing messages stand in for sent ones.
  uses: ["POST /realm/filters", "POST /messages"],
  roles: ["member", "member", "administrator"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [me, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const check = async (markdown: string, found?: number) => {
      const id = found ?? (await sendMessage(me, { type: "private", to: [other.userId], content: markdown }));
      const { ex, message } = await readMessage(found === undefined ? other : me, id, { apply_markdown: true });
      const [want, got] = [tokens(bodyText(markdown)), tokens(htmlText(String(message.content)))];
      expectThat(want.join(" ") === got.join(" "), {
        title: "The rendered content does not carry the body's text",
        expected: `the words and escaped characters of ${show(markdown)} in order: ${show(want.join(" "))}`,
        received: `${show(got.join(" "))} from content ${show(message.content)}`,
        exchange: ex,
      });
    };
    const tag = ctx.name("lk").replace(/[^a-z0-9]/gi, "");
    const modern = (ctx.spec.operation("POST /realm/filters").body?.fields ?? []).some((f) => f.name === "url_template");
    const pattern = `${tag}-(?P<num>[0-9]+)`;
    const linkifier = modern ? { pattern, url_template: "https://example.com/{num}" } : { pattern, url_format_string: "https://example.com/%(num)s" };
    const linked = (await ifOffered(async () => bodyOf(await ctx.as("administrator").call("POST /realm/filters", { body: linkifier })).result === "success")) ?? false;
    if (!(await ifOffered(async () => (await check(linked ? `${BODY}\n\nsee ${tag}-7 and ${tag}-8 now` : BODY), true)))) {
      const plain = (await foundMessages(me)).filter((f) => typeof f.raw === "string" && !ADDS_TEXT.test(f.raw)).slice(0, 4);
      await ctx.each(plain, (f) => check(f.raw as string, f.id));
      return ctx.note(`rendered text: the server offers no POST /messages (Zulip's, not in the seed); ${plain.length} existing message(s) read, the fixed and drawn bodies not tested`);
    }
    await ctx.property("rendered-text", body, check, { runs: 3 });
  },
});
