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
