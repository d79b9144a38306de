// Markdown rendered as HTML, for the rules on fields the seed calls rendered (not a rule). Which HTML each construct
// gives is not shown, so what is checked is what any rendering does: each emphasised or code word becomes the whole
// text of an element of its own (`>word<`), and none of the Markdown markup (`**`, `*`, `_`, backticks) is left in the
// text. A server that escapes the Markdown and wraps it in a paragraph leaves both.
import fc from "fast-check";
import { stringMatching } from "./matching.ts";

const STYLES = { strong: (w: string) => `**${w}**`, em: (w: string) => `*${w}*`, code: (w: string) => `\`${w}\`` };
export type Style = keyof typeof STYLES;

export interface MarkdownText {
  /** The Markdown sent. */
  md: string;
  /** The words that carry markup: each must be the whole text of an element. */
  styled: string[];
}

/** Plain words with one word of each style among them (in drawn order), every style in every case. */
export function markdownText(): fc.Arbitrary<MarkdownText> {
  // Short words: the whole text stays under 50 characters, a length short-text profile fields take (Zulip's limit).
  const word = stringMatching(/^[a-z]{3,5}$/);
  const styles = fc.shuffledSubarray(Object.keys(STYLES) as Style[], { minLength: 3, maxLength: 3 });
  return fc.tuple(styles, fc.uniqueArray(word, { minLength: 6, maxLength: 6 })).map(([order, words]) => {
    const parts = order.flatMap((style, i) => [words[2 * i], STYLES[style](words[2 * i + 1])]);
    return { md: parts.join(" "), styled: order.map((_, i) => words[2 * i + 1]) };
  });
}

/** The same text, fixed: for the case tried in every run before the drawn ones. */
export const FIXED_MARKDOWN: MarkdownText = { md: "alpha **bravo** charlie *delta* echo `foxtrot`", styled: ["bravo", "delta", "foxtrot"] };

/** HTML text: tags removed, character references of the markup characters decoded. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&#42;|&ast;/g, "*").replace(/&#96;|&grave;/g, "`").replace(/&#95;|&lowbar;/g, "_");

/** What in `html` shows that `m` was not rendered (empty: rendered). */
export function unrendered(html: unknown, m: MarkdownText): string[] {
  if (typeof html !== "string") return [`not a string`];
  const out: string[] = [];
  if (!/<[a-z][a-z0-9]*[\s>]/i.test(html)) out.push("no HTML element");
  const left = textOf(html).match(/\*\*?[a-z]+\*\*?|`[a-z]+`/g);
  if (left) out.push(`Markdown markup left in the text: ${left.join(", ")}`);
  const bare = m.styled.filter((w) => !new RegExp(`>\\s*${w}\\s*<`).test(html));
  if (bare.length) out.push(`not the whole text of an element: ${bare.join(", ")}`);
  return out;
}

/**
 * The block and link constructs of Markdown Zulip renders, beyond the inline styles of markdownText: lists (bullet and
 * numbered), a block quote, a heading, a link and a fenced code block. Which HTML each gives is not shown, so what is
 * read is what any rendering does: the text survives, each of `whole` is the whole text of an element of its own, no
 * `markup` is left in the text, and a link's URL is an attribute of the element carrying its text.
 */
export interface Construct {
  name: string;
  md: string;
  /** Texts that must each be the whole text of an element (whitespace around them aside). */
  whole: string[];
  /** Markup that an unrendered construct leaves in the text (tags removed, character references decoded). */
  markup: RegExp;
  /** A link's URL, which an element's attribute must carry. */
  href?: string;
}

export const CONSTRUCTS: Construct[] = [
  { name: "bullet list", md: "- alpha\n- bravo", whole: ["alpha", "bravo"], markup: /(^|\n)\s*- / },
  { name: "numbered list", md: "1. charlie\n2. delta", whole: ["charlie", "delta"], markup: /\b\d\.\s/ },
  { name: "block quote", md: "> echo foxtrot", whole: ["echo foxtrot"], markup: />/ },
  { name: "heading", md: "# golf hotel", whole: ["golf hotel"], markup: /#/ },
  { name: "link", md: "[india juliet](https://example.com/kilo)", whole: ["india juliet"], markup: /\[|\]\(/, href: "https://example.com/kilo" },
  { name: "code block", md: "```\nlima mike\n```", whole: ["lima mike"], markup: /```/ },
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML fragment: tags stand for a separator, character references are decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, ref: string) =>
      ref[0] === "#" ? String.fromCodePoint(ref[1].toLowerCase() === "x" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : (ENTITIES[ref.toLowerCase()] ?? all),
    );
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What in `html` shows that the construct `c` was not rendered (empty: rendered). */
export function constructUnrendered(html: unknown, c: Construct): string[] {
  if (typeof html !== "string") return ["not a string"];
  const out: string[] = [];
  if (!/<[a-z][a-z0-9]*[\s>]/i.test(html)) out.push("no HTML element");
  const left = htmlText(html).match(c.markup);
  if (left) out.push(`Markdown markup left in the text: ${JSON.stringify(left[0])}`);
  const bare = c.whole.filter((w) => !new RegExp(`>\\s*${escapeRe(w)}\\s*<`).test(html));
  if (bare.length) out.push(`not the whole text of an element: ${bare.join(", ")}`);
  if (c.href && !new RegExp(`<[a-z][^>]*=\\s*["']?${escapeRe(c.href)}["'\\s>][^>]*>\\s*${escapeRe(c.whole[0])}\\s*<`, "i").test(html)) out.push(`no element carrying ${c.whole[0]} links to ${c.href}`);
  return out;
}

/**
 * The inline styles of a body the suite did not write (a message that already exists): its words in strong,
 * emphasis or code markup, each of which must be the whole text of an element when rendered; undefined when it has none.
 */
export function styledIn(md: unknown): MarkdownText | undefined {
  if (typeof md !== "string") return undefined;
  const styled = [...md.matchAll(/(\*\*|\*|`)([A-Za-z]+)\1/g)].map((m) => m[2]);
  return styled.length ? { md, styled } : undefined;
}
