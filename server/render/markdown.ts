// A deliberately small Markdown renderer producing Zulip-like HTML: paragraphs, bullet lists, **bold**,
// *italic*, `code`, links of linkifiers. Enough for the content/rendered_content pairs the API shows.
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

/** Python-style named groups (?P<name>...) in JavaScript syntax. */
export function toJsRegExp(pattern: string, flags = "g"): RegExp {
  return new RegExp(pattern.replace(/\(\?P<([A-Za-z_][A-Za-z0-9_]*)>/g, "(?<$1>"), flags);
}

/** Expand an RFC 6570 level-1 template with the named groups of a match. */
export function expandTemplate(template: string, groups: Record<string, string | undefined>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name) => encodeURIComponent(groups[name] ?? ""));
}

/** Links a linkifier set produces for a text, in order of appearance (Zulip's topic_links). */
export function linkify(text: string, linkifiers: LinkifierLike[]): { text: string; url: string; index: number }[] {
  const out: { text: string; url: string; index: number }[] = [];
  for (const l of linkifiers) {
    let re: RegExp;
    try {
      re = toJsRegExp(l.pattern);
    } catch {
      continue;
    }
    for (const m of text.matchAll(re)) {
      if (m[0] === "") continue;
      const url = expandTemplate(l.url_template, m.groups ?? {});
      // A template stored before templates were checked (or written to the database directly) never yields a link
      // with another scheme: the text stays plain text.
      if (!isSafeLinkUrl(url)) continue;
      out.push({ text: m[0], url, index: m.index ?? 0 });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

function inline(text: string, linkifiers: LinkifierLike[]): string {
  const links = linkify(text, linkifiers);
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

export function renderMarkdown(source: string, linkifiers: LinkifierLike[] = []): string {
  const blocks = source.replace(/\r\n/g, "\n").trim().split(/\n{2,}/);
  const html: string[] = [];
  for (const block of blocks) {
    if (block.trim() === "") continue;
    const lines = block.split("\n");
    const bullets = lines.filter((l) => /^\s*[*-]\s+/.test(l));
    if (bullets.length > 0 && bullets.length === lines.length) {
      html.push(`<ul>\n${lines.map((l) => `<li>${inline(l.replace(/^\s*[*-]\s+/, ""), linkifiers)}</li>`).join("\n")}\n</ul>`);
    } else if (bullets.length > 0 && !/^\s*[*-]\s+/.test(lines[0]) && lines.slice(1).every((l) => /^\s*[*-]\s+/.test(l))) {
      html.push(`<p>${inline(lines[0], linkifiers)}</p>`);
      html.push(`<ul>\n${lines.slice(1).map((l) => `<li>${inline(l.replace(/^\s*[*-]\s+/, ""), linkifiers)}</li>`).join("\n")}\n</ul>`);
    } else {
      html.push(`<p>${inline(block, linkifiers)}</p>`);
    }
  }
  return html.join("\n");
}
