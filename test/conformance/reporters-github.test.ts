// --reporter github: annotations (::error / ::warning, no file of the repository under test: the spec as a URI of this package), one per
// cause, escaped by GitHub's workflow command rules; the log between ::stop-commands:: and its token; the Markdown
// step summary appended to $GITHUB_STEP_SUMMARY when set, else printed.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { SPEC_URI } from "../../conformance/reporters/locations.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { escapeData, escapeProperty, formatGithub, githubAnnotations, githubSummary, md } from "../../conformance/reporters/github.ts";
import { fixtureReport, HOSTILE } from "./support/report-fixture.ts";

/** The message and properties of a workflow command, unescaped as the runner reads them. */
function parse(line: string) {
  const m = /^::(error|warning) ([^:]*)::(.*)$/.exec(line)!;
  const unescape = (s: string) => s.replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
  const props = Object.fromEntries(m[2].split(",").map((kv) => kv.split("=")).map(([k, v]) => [k, unescape(v)]));
  return { command: m[1], props, message: unescape(m[3]) };
}

describe("GitHub reporter", () => {
  it("escapes data and property values by the workflow command rules", () => {
    expect(escapeData("100% done\r\nnext")).toBe("100%25 done%0D%0Anext");
    expect(escapeProperty("a: b, c%\n")).toBe("a%3A b%2C c%25%0A");
  });

  it("annotates each cause once, failures as ::error and warnings as ::warning, heaviest first, at the spec line", () => {
    const lines = githubAnnotations(fixtureReport());
    expect(lines).toHaveLength(5);
    // One line each: nothing the server sent can start a command of its own.
    for (const l of lines) expect(l).not.toMatch(/[\r\n]/);
    const parsed = lines.map(parse);
    expect(parsed.map((p) => p.command)).toEqual(["error", "error", "error", "error", "warning"]);
    const [fault] = parsed;
    // Never a file of the repository under test: no file= or line=; the spec as a URI of this package, and the rule.
    for (const p of parsed) expect(Object.keys(p.props)).toEqual(["title"]);
    expect(fault.message).toContain(`Spec: ${SPEC_URI}#/paths/~1streams/get`);
    expect(fault.message).toContain("Rule: checks/not_a_server_error");
    expect(fault.props.title).toBe("Server errors (5xx) (50×, 89% of the failures)");
    expect(fault.message).toContain("GET /streams (×40): Server error 502; received 500 ");
    expect(fault.message).toContain("PATCH /streams/{stream_id} (×10)");
    expect(fault.message).toContain("Met by: checks/not_a_server_error, streams/a, streams/b");
    expect(fault.message).toContain("Replay: npm run conformance -- --seed 7");
    // The hostile text arrives whole once unescaped, and its "::error::" stays inside the message.
    expect(parsed[2].message + parsed[3].message).toContain(HOSTILE.split("\n")[1]);
    expect(parsed.find((p) => p.props.title.startsWith("muting/mute-state-table: Expected the already-muted error"))).toBeDefined();
  });

  it("appends the step summary to $GITHUB_STEP_SUMMARY and wraps the log in stop-commands", () => {
    const dir = mkdtempSync(join(tmpdir(), "teamchat-gh-"));
    const file = join(dir, "summary.md");
    writeFileSync(file, "earlier step\n");
    const out = formatGithub(fixtureReport(), { env: { GITHUB_STEP_SUMMARY: file }, token: "TOKEN1" });
    expect(readFileSync(file, "utf8")).toBe(`earlier step\n${githubSummary(fixtureReport())}`);
    const lines = out.trimEnd().split("\n");
    const stop = lines.indexOf("::stop-commands::TOKEN1");
    expect(stop).toBe(5);
    expect(lines.at(-1)).toBe("::TOKEN1::");
    // Outside the stopped block, only our own commands.
    for (const l of lines.slice(0, stop)) expect(l).toMatch(/^::(error|warning) title=/);
    expect(lines.slice(stop, -1).join("\n")).toContain("DIGEST");
    expect(out).not.toContain("## ❌ Conformance");
  });

  it("prints the summary with the log when $GITHUB_STEP_SUMMARY is not set", () => {
    const out = formatGithub(fixtureReport(), { env: {}, token: "T2" });
    const block = out.slice(out.indexOf("::stop-commands::T2"), out.lastIndexOf("::T2::"));
    expect(block).toContain("## ❌ Conformance: Not conformant: 5 failure\\(s\\)");
  });

  it("writes a Markdown summary with the digest, findings by cause, skips by reason, everything from the server escaped", () => {
    const summary = githubSummary(fixtureReport());
    expect(summary).toContain("| 2 | 5 | 5 | 1 | 5 | 2 | 99 |");
    expect(summary).toContain("### Digest");
    expect(summary).toContain("4 cause(s) behind 100% of the 5 failure(s) (met 55 times).");
    expect(summary).toMatch(/\| 50 \| 89% \| ❌ Server errors \\\(5xx\\\) \| GET \/streams, PATCH \/streams\/\\\{stream\\_id\\\} \| 3 rule\\\(s\\\) \|/);
    expect(summary).toContain("<details><summary>❌ Server errors (5xx) — 50× (89%)</summary>");
    expect(summary).toContain("- Not tested, the server lacks Zulip's `POST /register`: 2 rule(s)");
    expect(summary).toContain("applies below feature level N \\(…\\); testing level N: 2 rule(s)");
    // No raw markup, link or image syntax from the server: escaped as text.
    // ("\\<img" is a literal "<img" in Markdown; inside <summary> tags it is an entity)
    expect(summary).not.toMatch(/(?<!\\)<img/);
    expect(summary).not.toMatch(/(?<!\\)<script/);
    expect(summary).not.toMatch(/(?<!\\)\]\(https:\/\/evil/);
    expect(summary).toContain(md(HOSTILE));
  });
});
