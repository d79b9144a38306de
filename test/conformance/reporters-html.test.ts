// The HTML report as text: one self-contained file (no outside URL in any attribute, a strict CSP whose hashes
// match the inline style and script), every server-supplied text escaped, findings grouped by cause with their
// repro and earlier writes, skips by reason (capability skips by extra), coverage. The browser test
// (html-report-browser.test.ts) opens it in Chromium.
import { createHash } from "node:crypto";
import { SPEC_URI } from "../../conformance/reporters/locations.ts";
import { describe, expect, it } from "vitest";
import { formatHtml } from "../../conformance/reporters/html.ts";
import { REPORTERS } from "../../conformance/reporters/index.ts";
import { fixtureReport, HOSTILE } from "./support/report-fixture.ts";

const html = formatHtml(fixtureReport());
const hash = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("the HTML report", () => {
  it("is registered as --reporter html", () => {
    expect(REPORTERS.html(fixtureReport(), {})).toBe(html);
  });

  it("has a strict Content-Security-Policy whose hashes are the inline style's and script's", () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1].replace(/&#39;/g, "'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(csp).toContain(`style-src '${hash(style)}'`);
    expect(csp).toContain(`script-src '${hash(script)}'`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it("requests nothing outside the file: no src, no external href, no @import or url(), no inline handler or style", () => {
    // Every text is escaped, so each "<" that is left opens one of the report's own tags.
    const tags = html.match(/<[a-zA-Z][^>]*>/g)!;
    expect(tags.length).toBeGreaterThan(100);
    for (const tag of tags) {
      expect(tag).not.toMatch(/\ssrc=/i);
      expect(tag).not.toMatch(/\shref="(?!#)/i);
      expect(tag).not.toMatch(/\son[a-z]+=/i);
      expect(tag).not.toMatch(/\sstyle=/i);
      expect(tag).toMatch(/^<(!DOCTYPE|html|head|meta|title|style|script|body|nav|label|input|button|main|header|footer|h[1-5]|p|section|dl|dt|dd|div|ul|ol|li|table|thead|tbody|tr|th|td|meter|a|details|summary|span|code|pre|article)[\s>]/);
    }
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)![1]).not.toMatch(/@import|url\(|@font-face/i);
  });

  it("escapes every text the server sent", () => {
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;img src=&quot;https://evil.example/a.png&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // In the title, the version, a step's form, an errored rule's reason, a note: escaped wherever it lands.
    const unescaped = HOSTILE.split("\n")[0];
    expect(html.split(unescaped)).toHaveLength(1);
  });

  it("opens with the verdict, the summary and the digest, then the findings by cause", () => {
    const order = ["Not conformant: 5 failure(s)", 'id="summary"', 'id="digest"', 'id="findings"', 'id="skips"', 'id="notes"', 'id="coverage"', 'id="rules"'].map((s) => html.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const digestHtml = html.slice(html.indexOf('id="digest"'), html.indexOf('id="findings"'));
    expect(digestHtml).toContain("4 cause(s) behind 100% of the 5 failure(s) (met 55 times).");
    expect(digestHtml).toMatch(/<td class="num">50<\/td><td class="share"><meter min="0" max="1" value="0.893"[^>]*><\/meter> 89%<\/td><td><a href="#cause-1">Server errors \(5xx\)<\/a>/);
    // Each digest link leads to its cause.
    for (const [, id] of digestHtml.matchAll(/href="#(cause-\d+)"/g)) expect(html).toContain(`<section class="cause" id="${id}">`);
  });

  it("shows each finding with its request, response, earlier writes, curl and replay", () => {
    expect(html.match(/<article class="finding sev-/g)).toHaveLength(7);
    expect(html).toContain("Sent before, in order (1)");
    expect(html).toContain("note=&lt;img");
    expect(html).toContain("curl -sS -X GET &#39;http://chat.test/api/v1/streams&#39; -u &quot;hamlet@zulip.com:$API_KEY&quot;");
    expect(html).toContain("npm run conformance -- --seed 7 --only checks/not_a_server_error --path get-streams/positive@0");
    expect(html).toContain('<button type="button" class="copy" data-copy="finding-1-curl">Copy</button>');
    expect(html).toContain("<dt>Caveat</dt><dd>the server is newer than the spec</dd>");
    expect(html).toContain(`<dt>Spec</dt><dd>${SPEC_URI}#/paths/~1streams/get</dd>`);
    expect(html).toContain("TypeError: boom");
  });

  it("groups skips by the missing Zulip extra, and other reasons by their wording", () => {
    expect(html).toMatch(/Not tested, the server lacks Zulip's <code>POST \/register<\/code> \(not in the seed\): 2 rule\(s\)/);
    expect(html).toContain("applies below feature level N (…); testing level N: 2 rule(s)");
    expect(html).toContain("slow; run with --slow: 1 rule(s)");
  });

  it("has the coverage per operation", () => {
    expect(html).toContain("1/2 operations exercised; 1/3 documented statuses seen.");
    expect(html).toContain("<td><code>GET /users</code></td><td>200</td><td>none</td>");
  });

  it("says why there is no verdict when the server was unreachable or the configuration wrong", () => {
    const r = { ...fixtureReport(), verdict: "unreachable" as const, exitCode: 3 as const, rules: [], findings: [], coverage: [], notes: [`nothing listens at http://chat.test ${HOSTILE}`] };
    const page = formatHtml(r);
    expect(page).toContain("<h1>Server unreachable or not this API</h1>");
    expect(page).toContain("nothing listens at http://chat.test &lt;img");
    expect(page).not.toContain('id="findings"');
  });
});
