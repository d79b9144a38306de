// Item 4 of issue 26: output a log can carry. Every value the pretty, JUnit and GitHub outputs print is bounded, with
// what was cut said; a curl repro's long value is elided (the full command stays in the JSON report, the full request
// in the JSON report and the HAR). Also: the seed's words (`quote`) and the kind of demand are printed where present.
import { describe, expect, it } from "vitest";
import { toCurl } from "../../conformance/engine/curl.ts";
import type { Finding, Report } from "../../conformance/engine/types.ts";
import { REPORTERS } from "../../conformance/reporters/index.ts";
import { fixtureReport } from "../conformance/support/report-fixture.ts";

const long = "x".repeat(10_000);
/** A deeply nested JSON value, about 20,000 characters once shown. */
const nested = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ level: i, value: { inner: [i, i + 1, "y".repeat(20)] } })));
const request = { method: "POST", path: "/scheduled_messages", url: "http://chat.test/api/v1/scheduled_messages", as: "member", email: "hamlet@zulip.com", bodyKind: "urlencoded" as const, form: { type: "stream", to: "12", content: long }, headers: { accept: "application/json" } };

function longReport(): Report {
  const base = fixtureReport();
  const finding: Finding = {
    severity: "failure",
    rule: "scheduled-messages/length-limits",
    operation: "POST /scheduled_messages",
    title: `A message of ${long.length} characters was accepted`,
    expected: "an error (the content is too long)",
    received: `200 ${nested}`,
    request,
    response: { status: 200, headers: { "content-type": "application/json" }, text: nested, json: JSON.parse(nested), elapsedMs: 3 },
    curl: toCurl(request),
    steps: [{ request: { ...request, form: { name: nested } }, answer: `200 ${nested}`, curl: toCurl({ ...request, form: { name: nested } }) }],
    replay: { seed: 1, path: "x@0", command: "npx teamchat-conformance --seed 1 --only scheduled-messages/length-limits --path x@0" },
    quote: { section: "Endpoints: POST /scheduled_messages", statements: ["scheduled.content"], words: ["The content of the message. Maximum length is set by the server. More words follow."] },
    demand: "stated",
  };
  const rule = { id: finding.rule, area: "scheduled-messages", title: "Length limits", seed: "Endpoints: POST /scheduled_messages", status: "failed" as const, durationMs: 5, requests: 3 };
  return { ...base, rules: [rule, ...base.rules], findings: [finding, ...base.findings] };
}

const LINE = 2_500;

describe("output a log can carry", () => {
  it.each(["pretty", "junit", "github"] as const)("%s: no line over the bound; what was cut is said", (name) => {
    const report = longReport();
    for (const verbose of [false, true]) {
      const text = REPORTERS[name](report, { verbose, color: false });
      const longest = Math.max(...text.split("\n").map((l) => l.length));
      expect(longest, `${name}${verbose ? " --verbose" : ""}`).toBeLessThanOrEqual(LINE);
      expect(text).toMatch(/more characters cut; the JSON report has it whole/);
      expect(text).toContain("long values elided");
      expect(text).not.toContain(long.slice(0, 1000));
    }
  });

  it("the JSON report keeps the whole request and the full curl command", () => {
    const json = JSON.parse(REPORTERS.json(longReport(), {}));
    expect(json.findings[0].curl).toContain(long);
    expect(json.findings[0].request.form.content).toBe(long);
  });

  it.each(["pretty", "junit", "github", "sarif", "html"] as const)("%s prints the seed's words and the demand, and does without them", (name) => {
    const raw = REPORTERS[name](longReport(), { verbose: false, color: false });
    const text = name === "sarif" ? JSON.parse(raw).runs[0].results[0].message.text : raw.replace(/&quot;/g, '"');
    expect(text).toContain('Endpoints: POST /scheduled_messages: "The content of the message."');
    expect(text).not.toContain("More words follow");
    expect(text).toMatch(/stated \(the seed names it\)/);
    const without = REPORTERS[name](fixtureReport(), { verbose: false, color: false });
    expect(without).not.toMatch(/Seed says|Demand|undefined/);
  });
});
