// Linkifiers on a linear-time engine (issue 21, item 2). Before: patterns ran on JavaScript's backtracking RegExp,
// against message content on send and against the topic on every read; with `(a+)+$` set by an administrator, one
// read of a message whose topic is 28 characters `aaaa...!` blocked the server for 7.4 s (each further `a` doubles
// it). Now patterns run on RE2 semantics (re2js), a pattern RE2 cannot run is refused, and topic links are computed
// once, when the topic is written.
import fc from "fast-check";
import { RE2JS } from "re2js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINKIFIER_BUDGET_MS, LINKIFIER_FREE_WORK, linkify, linkifierPatternProblem, MAX_PATTERN_PROGRAM } from "../../server/render/markdown.ts";
import { blocked, cpuTime } from "./blocking.ts";
import { DEV, TestServer } from "./helpers.ts";

const BLOCK_BUDGET_MS = 50;

let s: TestServer;
beforeAll(() => {
  s = new TestServer();
});
afterAll(() => s.close());

const addLinkifier = (pattern: string, url_template: string) => s.call(DEV.admin, "POST", "/realm/filters", { pattern, url_template });

describe("the audit's pattern, replayed", () => {
  it("with (a+)+$ set, sending and reading a message whose topic is 28 characters aaaa...! is fast, for every reader", async () => {
    expect((await addLinkifier("(a+)+$", "https://example.com/catastrophic")).status).toBe(200);
    // Paid once per process, before measuring: the test client compiles its response validators at their first use
    // (the harness's cost), and V8 compiles the engine's code at its first long text (about 30 ms, once).
    const warm = await s.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: "Verona", topic: "a".repeat(27) + "!", content: "a".repeat(9_999) + "!" });
    await s.ok(DEV.hamlet, "GET", `/messages/${warm.id}`);
    const topic = "a".repeat(27) + "!";
    let id = 0;
    const { cpu: sendMs } = await blocked(async () => {
      ({ id } = await s.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: "Verona", topic, content: "a".repeat(9_999) + "!" }));
    });
    expect(sendMs).toBeLessThan(BLOCK_BUDGET_MS);
    for (const reader of [DEV.hamlet, DEV.othello, DEV.admin]) {
      const { cpu: readMs } = await blocked(() => s.ok(reader, "GET", `/messages/${id}`));
      expect(readMs, reader).toBeLessThan(BLOCK_BUDGET_MS);
      const { message } = await s.ok(reader, "GET", `/messages/${id}`);
      expect(message.subject).toBe(topic);
      expect(message.topic_links).toEqual([]); // `$` needs the end of the text: the `!` is there
    }
    // A longer topic, for the scaling: 1,000 times longer text costs no more than a few milliseconds.
    const { cpu: long } = await blocked(() => s.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: "Verona", topic: "a".repeat(59) + "!", content: "a".repeat(9_999) + "!" }));
    expect(long).toBeLessThan(BLOCK_BUDGET_MS);
  });
});

describe("patterns RE2 cannot run are refused with the spec's error", () => {
  const refused: [string, RegExp][] = [
    ["(a)\\1", /^Bad regular expression: invalid escape sequence/],
    ["(?=a)b", /^Bad regular expression: invalid or unsupported Perl syntax/],
    ["(?!a)b", /^Bad regular expression: invalid or unsupported Perl syntax/],
    ["(?<=a)b", /^Bad regular expression: /],
    ["(?<!a)b", /^Bad regular expression: /],
    ["a++", /^Bad regular expression: invalid nested repetition operator/],
    ["(?P<id>[0-9]+", /^Bad regular expression: missing closing \)/],
    [`(?i)[a-z]{${MAX_PATTERN_PROGRAM}}`, /^Bad regular expression: pattern too large/],
  ];
  it.each(refused)("%s", async (pattern, msg) => {
    const r = await addLinkifier(pattern, "https://example.com/x");
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: "error", code: "BAD_REQUEST" });
    expect(r.body.msg).toMatch(msg);
  });

  it("Zulip's named groups (?P<name>...) and the (?<name>...) form both work, on create and on update", async () => {
    expect((await addLinkifier("(?P<org>[a-z]+)/(?P<repo>[a-z]+)#(?P<id>[0-9]+)", "https://example.com/{org}/{repo}/issues/{id}")).status).toBe(200);
    expect((await addLinkifier("GH-(?<num>[0-9]+)", "https://example.com/gh/{num}")).status).toBe(200);
    const { id } = await s.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: "Verona", topic: "see zulip/docs#12 and GH-7", content: "zulip/docs#12, GH-7" });
    const { message } = await s.ok(DEV.hamlet, "GET", `/messages/${id}`);
    expect(message.topic_links).toContainEqual({ text: "zulip/docs#12", url: "https://example.com/zulip/docs/issues/12" });
    expect(message.topic_links).toContainEqual({ text: "GH-7", url: "https://example.com/gh/7" });
    expect(message.content).toContain('<a href="https://example.com/gh/7">GH-7</a>');
    const filter = (await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers[0].id;
    await s.fails(DEV.admin, "PATCH", `/realm/filters/${filter}`, { pattern: "(?P<id>x)\\1", url_template: "https://example.com/{id}" }, /^Bad regular expression: invalid escape sequence/);
  });
});

describe("topic links are computed once, when the topic is written", () => {
  it("are stored with the message; reading runs no linkifier (a linkifier changed behind the server's back shows no change)", async () => {
    const server = new TestServer();
    try {
      const { id } = await server.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: "Verona", topic: "fixes #42", content: "c" });
      const stored = server.app.db.prepare("SELECT topic_links FROM messages WHERE id = ?").get(id) as { topic_links: string };
      const links = JSON.parse(stored.topic_links);
      expect(links).toHaveLength(1);
      // A pattern no engine could run fast, written directly: reads never run it.
      server.app.db.prepare("UPDATE linkifiers SET pattern = ?").run("(a+)+$");
      const { message } = await server.ok(DEV.hamlet, "GET", `/messages/${id}`);
      expect(message.topic_links).toEqual(links);
      // A message stored before this version (topic_links NULL) gets its links at its first read, stored then.
      server.app.db.prepare("UPDATE linkifiers SET pattern = ?").run("#(?P<id>[0-9]+)");
      server.app.db.prepare("UPDATE messages SET topic_links = NULL WHERE id = ?").run(id);
      expect((await server.ok(DEV.hamlet, "GET", `/messages/${id}`)).message.topic_links).toEqual(links);
      expect((server.app.db.prepare("SELECT topic_links FROM messages WHERE id = ?").get(id) as { topic_links: string }).topic_links).toBe(stored.topic_links);
    } finally {
      server.close();
    }
  });
});

// --- no accepted pattern takes more than linear time ---

/** Regex fragments that make backtracking engines explode: nested and overlapping quantifiers, alternations. */
const atom = fc.constantFrom("a", "b", "aa", "a?", ".", "\\w", "[ab]", "[^b]", "(?:a|aa)", "(?:a|a)", "\\s", "(?:a|b)");
const quantifier = fc.constantFrom("", "*", "+", "?", "{1,3}", "{2,}", "*?", "+?");
const pattern: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.tuple(atom, quantifier).map(([a, q]) => a + q),
    fc.tuple(fc.array(tie("node"), { minLength: 1, maxLength: 3 }), quantifier).map(([parts, q]) => `(${parts.join("")})${q}`),
    fc.tuple(tie("node"), tie("node")).map(([x, y]) => `(?:${x}|${y})`),
  ),
})).node.chain((body) => fc.constantFrom(body, `${body}$`, `^${body}$`, `${body}!`, `(${body})+$`));

/** Inputs that defeat backtracking: long runs of what the pattern repeats, then a character that fails the match. */
const adversarial = (n: number) => ["a".repeat(n) + "!", "ab".repeat(n / 2) + "c", "a".repeat(n) + "b".repeat(n) + "!", " ".repeat(n) + "x"];

/** The longest CPU time linkifying one of `inputs` takes (as the server does it: every match, within the budget). */
function timeEach(p: string, inputs: string[]): number {
  let worst = 0;
  for (const text of inputs) worst = Math.max(worst, cpuTime(() => linkify(text, [{ pattern: p, url_template: "https://example.com/x" }]), 2));
  return worst;
}

/**
 * The linear bound of linkifying one text: one search is at most a constant per character and per instruction of
 * the compiled program (measured worst about 40 ns on this engine; 250 ns leaves room); every match of a text is
 * found within the linkifier budget (render/markdown.ts: LINKIFIER_BUDGET_MS once LINKIFIER_FREE_WORK may have been
 * read) plus one search; plus a constant. CPU time, so that a loaded machine does not count. A backtracking engine breaks it at once: `(a+)+$` on 28 characters takes seconds. (Ratios of
 * times between two text lengths are not used: re2js, like RE2, switches from a bit-state backtracker to its NFA
 * above a text length, which changes the constant.)
 */
const PER_UNIT_NS = 250;
const linearBoundMs = (chars: number, program: number) => LINKIFIER_BUDGET_MS + ((LINKIFIER_FREE_WORK + chars * program) * PER_UNIT_NS) / 1e6 + 5;

describe("no pattern the server accepts takes more than linear time", () => {
  it("random patterns built from catastrophic constructs: refused, or matched within the linear bound", () => {
    let accepted = 0;
    fc.assert(
      fc.property(pattern, (p) => {
        if (linkifierPatternProblem(p) !== null) return; // refused: never runs
        accepted++;
        const program = RE2JS.compile(p).programSize();
        for (const n of [28, 10_000]) {
          const inputs = adversarial(n);
          const ms = timeEach(p, inputs);
          expect(ms, `${p} on ${n} characters`).toBeLessThan(linearBoundMs(Math.max(...inputs.map((t) => t.length)), program));
        }
      }),
      { numRuns: 80 },
    );
    expect(accepted).toBeGreaterThan(25);
  });

  it("the classic catastrophic patterns are accepted by RE2 and run within the linear bound, on a topic and on a maximal message", () => {
    for (const p of ["(a+)+$", "(a|aa)+$", "(a|a)*$", "(\\w+\\s?)+$", "^(a+)+b", "(.*a){12}$", "([ab]*)*c", "(x+x+)+y"]) {
      expect(linkifierPatternProblem(p), p).toBeNull();
      const program = RE2JS.compile(p).programSize();
      for (const text of ["a".repeat(27) + "!", "a".repeat(9_999) + "!", "x".repeat(10_000)]) {
        const ms = timeEach(p, [text]);
        expect(ms, `${p} on ${text.length} characters`).toBeLessThan(Math.min(BLOCK_BUDGET_MS, linearBoundMs(text.length, program)));
      }
    }
  });
});
