// URL safety: linkifier templates and every link the server renders are absolute http/https URLs (as Zulip).
// A template with any other scheme is refused when stored; a stored one (written before the check, or straight into
// the database) never yields an href or a topic link.
import { fc, it as prop } from "@fast-check/vitest";
import { afterAll, describe, expect, it } from "vitest";
import { isSafeLinkUrl, linkify, renderMarkdown } from "../../server/render/markdown.ts";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

/** Templates that must never be stored: other schemes and the tricks that smuggle one past a naive check. */
const UNSAFE_TEMPLATES = [
  "javascript:alert({id})",
  "JavaScript:alert({id})",
  "JAVASCRIPT:alert({id})",
  " javascript:alert({id})",
  "\u0001javascript:alert({id})",
  "\u0000https://example.com/{id}",
  "java\u0009script:alert({id})",
  "java\u000ascript:alert({id})",
  "javascript://example.com/%0aalert({id})",
  "data:text/html,<script>alert({id})</script>",
  "data:text/html;base64,PHNjcmlwdD4={id}",
  "vbscript:msgbox({id})",
  "file:///etc/passwd#{id}",
  "ftp://example.com/{id}",
  "mailto:x@example.com?subject={id}",
  "//evil.example/{id}",
  "/relative/{id}",
  "{id}",
  "https:{id}",
  "https:/example.com/{id}",
  "http:\\\\evil.example\\{id}",
  "https\u0000://example.com/{id}",
  "\u00a0https://example.com/{id}",
  "https://example.com/{id}\u007f",
  "https://\u0009example.com/{id}",
];

const linkifierId = async () => (await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers[0].id as number;

describe("linkifier url_template", () => {
  it("refuses every scheme but http and https, whatever its case or the characters before it", async () => {
    const id = await linkifierId();
    for (const url_template of UNSAFE_TEMPLATES) {
      await s.fails(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_template }, "Invalid URL template.");
    }
    const { linkifiers } = await s.ok(DEV.hamlet, "GET", "/realm/linkifiers");
    for (const l of linkifiers) expect(isSafeLinkUrl(l.url_template.replace(/\{[^}]*\}/g, "x"))).toBe(true);
  });

  it("POST /realm/filters refuses the same templates and stores nothing", async () => {
    const before = (await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers.length;
    for (const url_template of UNSAFE_TEMPLATES) {
      await s.fails(DEV.admin, "POST", "/realm/filters", { pattern: "T(?P<id>[0-9]+)", url_template }, "Invalid URL template.");
    }
    expect((await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers).toHaveLength(before);
  });

  it("accepts http and https templates, the scheme in any case", async () => {
    const id = await linkifierId();
    const before = (await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers[0];
    for (const url_template of ["https://example.com/{id}", "http://example.com/issues/{id}", "HTTPS://EXAMPLE.COM/{id}", "https://{id}.example.com/"]) {
      await s.ok(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_template });
    }
    await s.ok(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: before.pattern, url_template: before.url_template });
  });

  it("before level 176 (url_format_string) the same schemes are refused", async () => {
    const old = new TestServer({ featureLevel: 175 });
    const id = (await old.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers[0].id;
    for (const url_format_string of ["javascript:alert(%(id)s)", " data:text/html,%(id)s", "//evil.example/%(id)s"]) {
      await old.fails(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_format_string }, "Invalid URL template.");
    }
    old.close();
  });
});

describe("rendering", () => {
  it("a stored template with another scheme renders plain text and no topic link", async () => {
    const server = new TestServer();
    server.app.db.prepare("UPDATE linkifiers SET url_template = ?").run("javascript:alert({id})");
    const { id } = await server.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: "Verona", topic: "see #42", content: "fixes #42 and #43" });
    const { message } = await server.ok(DEV.hamlet, "GET", `/messages/${id}`);
    expect(message.content).toBe("<p>fixes #42 and #43</p>");
    expect(message.content).not.toMatch(/href|javascript/i);
    const { messages } = await server.ok(DEV.hamlet, "GET", "/messages", { anchor: id, num_before: 0, num_after: 0 });
    expect(messages[0].topic_links).toEqual([]);
    server.app.db.prepare("UPDATE linkifiers SET url_template = ?").run("https://example.com/{id}");
    const linked = await server.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: "Verona", topic: "t", content: "fixes #42" });
    expect((await server.ok(DEV.hamlet, "GET", `/messages/${linked.id}`)).message.content).toBe('<p>fixes <a href="https://example.com/42">#42</a></p>');
    server.close();
  });

  it("every unsafe template yields no link", () => {
    for (const url_template of UNSAFE_TEMPLATES) {
      const html = renderMarkdown("see #42", [{ pattern: "#(?P<id>[0-9]+)", url_template }]);
      expect(html, url_template).toBe("<p>see #42</p>");
      expect(linkify("see #42", [{ pattern: "#(?P<id>[0-9]+)", url_template }])).toEqual([]);
    }
  });

  // Whatever the template and the text, every href rendered is an absolute http/https URL.
  const template = fc.oneof(
    fc.string(),
    fc.constantFrom(...UNSAFE_TEMPLATES),
    fc.tuple(fc.constantFrom("", " ", "\t", "\u0000", "\n"), fc.constantFrom("http", "https", "HTTPS", "javascript", "data", "vbscript", "jAvAsCrIpT"), fc.constantFrom(":", "://", ":/", "\t:"), fc.string()).map(([a, b, c, d]) => `${a}${b}${c}${d}{id}`),
  );
  prop.prop([template, fc.string(), fc.string()], { numRuns: 300, seed: 12 })("never emits an href with another scheme", (url_template, before, captured) => {
    const html = renderMarkdown(`${before} #${captured.replace(/\s/g, "")}1`, [{ pattern: "#(?P<id>\\S+)", url_template }]);
    for (const m of html.matchAll(/href="([^"]*)"/g)) {
      const href = m[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
      expect(isSafeLinkUrl(href), href).toBe(true);
      expect(href).toMatch(/^https?:\/\/[^\s]/i);
    }
  });
});
