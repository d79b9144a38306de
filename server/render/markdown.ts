// A deliberately small Markdown renderer producing Zulip-like HTML: paragraphs, bullet and numbered lists, headings,
// block quotes, fenced code blocks, **bold**, *italic*, `code`, [links](https://...) and links of linkifiers: the
// constructs Zulip renders that the conformance suite sends. Enough for the content/rendered_content pairs the API shows.
import { expandUriTemplate } from "./uri-template.ts";
import { RE2JS } from "re2js";

export interface LinkifierLike {
  pattern: string;
  url_template: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Whether a URL may be rendered as a link: only absolute http and https URLs, as Zulip. Checked on the raw string,
 * not only on what a URL parser makes of it: parsers (and browsers) drop leading spaces and control characters and
 * every tab or newline inside, so " javascript:" or "java\tscript:" would parse as another scheme. Any character
 * at or below U+0020 (and DEL) is refused outright; the scheme is compared case-insensitively.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url) || /[\x00-\x20\x7f]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Linkifier patterns run on RE2 semantics (re2js, a pure-JavaScript port of RE2), as Zulip runs them on RE2: matching
 * takes time linear in the text, whatever the pattern. A stored `(a+)+$` used to take seconds per read of a
 * 28-character topic on a backtracking engine. RE2 has no backreferences and no lookaround, so a pattern that needs
 * them does not compile and is refused when it is written; named groups are RE2's `(?P<name>...)` (Zulip's syntax)
 * or `(?<name>...)`.
 *
 * Linear with a constant: the time per character grows with the compiled program (about 40 ns per instruction per
 * character at worst, e.g. `(?i)[a-z]{99}`: about 40 ms over a maximal 10,000-character message), so a pattern
 * compiles to at most MAX_PATTERN_PROGRAM instructions (RE2 itself caps programs by memory). Real linkifiers are far
 * smaller: `#(?P<id>[0-9]+)` is 7, an org/repo#id pattern 16, a commit hash `(?P<ref>[0-9a-f]{7,40})` 77.
 */
export const MAX_PATTERN_PROGRAM = 100;

/** Why a pattern cannot be a linkifier's (RE2's parse error, or its size), or null when it can. */
export function linkifierPatternProblem(pattern: string): string | null {
  const c = compiled(pattern);
  return c instanceof RE2JS ? null : c;
}

/** Compiled patterns by source (a realm has few linkifiers; the cache is bounded all the same). */
const compiledPatterns = new Map<string, RE2JS | string>();
const MAX_COMPILED = 1000;

function compiled(pattern: string): RE2JS | string {
  let c = compiledPatterns.get(pattern);
  if (c === undefined) {
    try {
      const re = RE2JS.compile(pattern);
      c = re.programSize() > MAX_PATTERN_PROGRAM ? `pattern too large (limit: ${MAX_PATTERN_PROGRAM} instructions)` : re;
    } catch (e) {
      c = String((e as Error)?.message ?? e).replace(/^error parsing regexp: /, "");
    }
    if (compiledPatterns.size >= MAX_COMPILED) compiledPatterns.delete(compiledPatterns.keys().next().value!);
    compiledPatterns.set(pattern, c);
  }
  return c;
}

/**
 * Time linkifiers may take over one text (a message's content with all its blocks, a topic). Each search is linear
 * in the text, but finding every match repeats the search from each match's end, and a search can read far past the
 * match it returns (leftmost-first semantics: `a(.*c)?` on 10,000 `a`s reads to the end of the text at each of
 * them), so all the matches of a text can cost text length × matches. RE2 has the same bound (Zulip bounds rendering
 * with a timeout). Past the budget the rest of the text stays plain text; a message is never refused for it. At
 * worst a render takes the budget plus one search (the text × the program size, see MAX_PATTERN_PROGRAM).
 *
 * The clock is consulted only once the searches may have read LINKIFIER_FREE_WORK characters × instructions (each
 * search counted as reading to the end of the text): an ordinary text never gets near it, so its links never depend
 * on how busy the machine is; only a text that could be slow is cut by time.
 */
export const LINKIFIER_BUDGET_MS = 10;
export const LINKIFIER_FREE_WORK = 500_000;

export interface LinkifierBudget {
  until: number;
  /** characters × instructions the searches so far may have read, at most */
  work: number;
}
export const linkifierBudget = (ms = LINKIFIER_BUDGET_MS): LinkifierBudget => ({ until: performance.now() + ms, work: 0 });
const spent = (b: LinkifierBudget) => b.work > LINKIFIER_FREE_WORK && performance.now() > b.until;

/** The matches of a pattern in a text, with their named groups (none for a pattern RE2 refuses: a stored one from
 *  before patterns were checked never runs on another engine). */
export function* linkifierMatches(
  pattern: string,
  text: string,
  budget: LinkifierBudget = linkifierBudget(),
): Generator<{ text: string; index: number; groups: Record<string, string | undefined> }> {
  const re = compiled(pattern);
  if (!(re instanceof RE2JS) || spent(budget)) return;
  const names = Object.keys(re.namedGroups());
  const program = re.programSize();
  const m = re.matcher(text);
  for (let from = 0; ; from = m.end()) {
    budget.work += (text.length - from + 1) * program;
    if (!m.find()) return;
    const groups: Record<string, string | undefined> = {};
    for (const name of names) groups[name] = m.group(name) ?? undefined;
    yield { text: m.group() ?? "", index: m.start(), groups };
    if (spent(budget)) return;
  }
}


/** Links a linkifier set produces for a text, in order of appearance (Zulip's topic_links). */
export function linkify(text: string, linkifiers: LinkifierLike[], budget = linkifierBudget()): { text: string; url: string; index: number }[] {
  const out: { text: string; url: string; index: number }[] = [];
  for (const l of linkifiers) {
    for (const m of linkifierMatches(l.pattern, text, budget)) {
      if (m.text === "") continue;
      const url = expandUriTemplate(l.url_template, m.groups);
      // A template stored before templates were checked (or written to the database directly) never yields a link
      // with another scheme: the text stays plain text.
      if (!isSafeLinkUrl(url)) continue;
      out.push({ text: m.text, url, index: m.index });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

function inline(text: string, linkifiers: LinkifierLike[], budget: LinkifierBudget): string {
  // Markdown links first ([text](url), an absolute http(s) URL as Zulip allows), their text formatted as the rest.
  const link = /\[([^\]\n]+)\]\((https?:\/\/[^\s()]+)\)/g;
  let html = "";
  let at = 0;
  for (const m of text.matchAll(link)) {
    if (!isSafeLinkUrl(m[2])) continue;
    html += linkified(text.slice(at, m.index), linkifiers, budget);
    html += `<a href="${escapeHtml(m[2])}">${formatPlain(m[1])}</a>`;
    at = m.index + m[0].length;
  }
  return html + linkified(text.slice(at), linkifiers, budget);
}

function linkified(text: string, linkifiers: LinkifierLike[], budget: LinkifierBudget): string {
  const links = linkify(text, linkifiers, budget);
  let html = "";
  let at = 0;
  for (const l of links) {
    if (l.index < at || !isSafeLinkUrl(l.url)) continue;
    html += formatPlain(text.slice(at, l.index));
    html += `<a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a>`;
    at = l.index + l.text.length;
  }
  return html + formatPlain(text.slice(at));
}

function formatPlain(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>")
    .replace(/\n/g, "<br>\n");
}

const BULLET = /^\s*[*-]\s+/;
const NUMBERED = /^\s*(\d{1,9})\.\s+/;
const FENCE = /^\s*(`{3,}|~{3,})\s*[\w+-]*\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)(\s+#+)?\s*$/;
const QUOTE = /^\s*>\s?/;

export function renderMarkdown(source: string, linkifiers: LinkifierLike[] = []): string {
  // One linkifier budget for the whole text, whatever its number of blocks.
  return blocks(source.replace(/\r\n/g, "\n").trim().split("\n"), linkifiers, linkifierBudget()).join("\n");
}

/** The HTML blocks of some lines: fenced code, headings, block quotes (their lines rendered again), lists, paragraphs. */
function blocks(lines: string[], linkifiers: LinkifierLike[], budget: LinkifierBudget): string[] {
  const html: string[] = [];
  const paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inline(paragraph.join("\n"), linkifiers, budget)}</p>`);
    paragraph.length = 0;
  };
  /** The lines from `i` on that match `re` (each with the match removed), and the index after them. */
  const run = (i: number, re: RegExp) => {
    const out: string[] = [];
    while (i < lines.length && re.test(lines[i])) out.push(lines[i++].replace(re, ""));
    return { out, next: i };
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const close = new RegExp(`^\\s*${fence[1][0] === "`" ? "`" : "~"}{${fence[1].length},}\\s*$`);
      const code: string[] = [];
      for (i++; i < lines.length && !close.test(lines[i]); i++) code.push(lines[i]);
      i++;
      html.push(`<div class="codehilite"><pre><span></span><code>${escapeHtml(code.join("\n"))}\n</code></pre></div>`);
      continue;
    }
    if (line.trim() === "") {
      flush();
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const n = heading[1].length;
      html.push(`<h${n}>${inline(heading[2], linkifiers, budget)}</h${n}>`);
      i++;
      continue;
    }
    const list = QUOTE.test(line) ? "quote" : BULLET.test(line) ? "ul" : NUMBERED.test(line) ? "ol" : undefined;
    if (!list) {
      paragraph.push(line);
      i++;
      continue;
    }
    flush();
    if (list === "quote") {
      const { out, next } = run(i, QUOTE);
      html.push(`<blockquote>\n${blocks(out, linkifiers, budget).join("\n")}\n</blockquote>`);
      i = next;
      continue;
    }
    const start = list === "ol" ? Number(NUMBERED.exec(line)![1]) : 1;
    const { out, next } = run(i, list === "ul" ? BULLET : NUMBERED);
    const items = out.map((l) => `<li>${inline(l, linkifiers, budget)}</li>`).join("\n");
    html.push(list === "ul" ? `<ul>\n${items}\n</ul>` : `<ol${start === 1 ? "" : ` start="${start}"`}>\n${items}\n</ol>`);
    i = next;
  }
  flush();
  return html;
}
