// The digest (conformance/reporters/digest.ts): the few causes behind most findings, one pure function every
// reporter uses. Faults group by kind across operations, other findings by rule and title; occurrences weigh;
// crashed rules are a cause; missing Zulip extras group the rules they left untested.
import { describe, expect, it } from "vitest";
import { allCauses, digest, digestLines } from "../../conformance/reporters/digest.ts";
import { formatPretty } from "../../conformance/reporters/pretty.ts";
import { formatJson } from "../../conformance/reporters/json.ts";
import { fixtureReport } from "./support/report-fixture.ts";

describe("digest", () => {
  it("groups findings by cause, weighs them by occurrences and ranks failures first", () => {
    const d = digest(fixtureReport());
    expect(d.causes.map((c) => [c.severity, c.title, c.count, c.operations.length])).toEqual([
      ["failure", "Server errors (5xx)", 50, 2],
      ["failure", "Response violates the schema", 4, 2],
      ["failure", expect.stringMatching(/^Expected the already-muted error/), 1, 1],
      ["failure", "Rules that crashed (errored)", 1, 0],
      ["warning", "Undocumented status 403", 2, 2],
    ]);
    const [fault, schema] = d.causes;
    expect(fault.kind).toBe("server-error");
    expect(fault.share).toBeCloseTo(50 / 56);
    expect(fault.rules).toEqual(["checks/not_a_server_error", "streams/a", "streams/b"]);
    expect(schema.rule).toBe("checks/response_schema_conformance");
    // Findings as the verdict counts them, and their occurrences (the crashed rule is a cause, not an occurrence).
    expect(d.failures).toEqual({ findings: 5, count: 55 });
    expect(d.warnings).toEqual({ findings: 2, count: 2 });
    expect(d.covered).toBe(1);
    expect(d.untested).toEqual([{ capability: "POST /register", rules: ["events/queue-a", "events/queue-b"] }]);
  });

  it("lists the top causes only, saying how many more and what share they cover", () => {
    const d = digest(fixtureReport(), { failure: 1, warning: 0 });
    expect(d.causes.map((c) => c.title)).toEqual(["Server errors (5xx)"]);
    expect(d.more).toEqual({ failure: 3, warning: 1 });
    expect(d.covered).toBeCloseTo(50 / 56);
    expect(allCauses(fixtureReport())).toHaveLength(5);
  });

  it("is empty for a conformant run", () => {
    const r = { ...fixtureReport(), findings: [], rules: [], verdict: "conformant" as const, exitCode: 0 as const };
    expect(digest(r).causes).toEqual([]);
    expect(digestLines(digest(r))).toEqual([]);
    expect(formatPretty(r)).not.toContain("DIGEST");
  });

  it("heads the pretty report, before the failures", () => {
    const text = formatPretty(fixtureReport());
    expect(text.indexOf("DIGEST")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("DIGEST")).toBeLessThan(text.indexOf("FAILURES"));
    expect(text).toContain("4 cause(s) behind 100% of the 5 failure(s) (met 55 times):");
    expect(text).toMatch(/50× \(89%\) Server errors \(5xx\) — GET \/streams, PATCH \/streams\/\{stream_id\}; 3 rule\(s\)/);
    expect(text).toMatch(/4× \(7%\) Response violates the schema — GET \/users, GET \/users\/me; checks\/response_schema_conformance/);
  });

  it("is the JSON report's first field", () => {
    const json = JSON.parse(formatJson(fixtureReport()));
    expect(Object.keys(json)[0]).toBe("digest");
    expect(json.digest).toEqual(JSON.parse(JSON.stringify(digest(fixtureReport()))));
    expect(json.schemaVersion).toBe(1);
  });
});
