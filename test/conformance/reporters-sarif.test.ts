// --reporter sarif=FILE: SARIF 2.1.0. The log is validated against the structure SARIF 2.1.0 requires (OASIS
// sarif-schema-2.1.0: the sarifLog, run, tool/toolComponent, reportingDescriptor, result, message, location,
// physicalLocation/artifactLocation/region and logicalLocation objects, with their required properties, enums and
// bounds), here as a JSON Schema of that subset; and beyond it: one rule per rule id, ruleIndex pointing at the
// result's rule, each location in the spec this package ships (an absolute URI, never a path of the repository under
// test) at the line of the finding's pointer.
import Ajv from "ajv";
import { SPEC_URI } from "../../conformance/reporters/locations.ts";
import { describe, expect, it } from "vitest";
import { formatSarif } from "../../conformance/reporters/sarif.ts";
import { REPORTERS } from "../../conformance/reporters/index.ts";
import { specLines } from "../../conformance/reporters/spec-lines.ts";
import { fixtureReport } from "./support/report-fixture.ts";

const message = { type: "object", required: ["text"], properties: { text: { type: "string", minLength: 1 }, id: { type: "string" } } };
const propertyBag = { type: "object" };
const SARIF_SUBSET = {
  type: "object",
  required: ["version", "runs"],
  properties: {
    $schema: { type: "string", format: "uri" },
    version: { const: "2.1.0" },
    runs: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["tool"],
        properties: {
          tool: {
            type: "object",
            required: ["driver"],
            properties: {
              driver: {
                type: "object",
                required: ["name"],
                properties: {
                  name: { type: "string", minLength: 1 },
                  version: { type: "string" },
                  semanticVersion: { type: "string" },
                  rules: {
                    type: "array",
                    uniqueItems: true,
                    items: {
                      type: "object",
                      required: ["id"],
                      properties: {
                        id: { type: "string", minLength: 1 },
                        name: { type: "string" },
                        shortDescription: message,
                        fullDescription: message,
                        defaultConfiguration: { type: "object", properties: { level: { enum: ["none", "note", "warning", "error"] }, enabled: { type: "boolean" } } },
                        properties: propertyBag,
                      },
                    },
                  },
                },
              },
            },
          },
          invocations: {
            type: "array",
            items: {
              type: "object",
              required: ["executionSuccessful"],
              properties: {
                executionSuccessful: { type: "boolean" },
                exitCode: { type: "integer" },
                startTimeUtc: { type: "string", format: "date-time" },
                endTimeUtc: { type: "string", format: "date-time" },
                toolExecutionNotifications: { type: "array", items: { type: "object", required: ["message"], properties: { message, level: { enum: ["none", "note", "warning", "error"] } } } },
              },
            },
          },
          results: {
            type: "array",
            items: {
              type: "object",
              required: ["message"],
              properties: {
                ruleId: { type: "string" },
                ruleIndex: { type: "integer", minimum: -1 },
                level: { enum: ["none", "note", "warning", "error"] },
                kind: { enum: ["notApplicable", "pass", "fail", "review", "open", "informational"] },
                message,
                locations: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      physicalLocation: {
                        type: "object",
                        anyOf: [{ required: ["address"] }, { required: ["artifactLocation"] }],
                        properties: {
                          artifactLocation: { type: "object", properties: { uri: { type: "string", format: "uri-reference" }, uriBaseId: { type: "string" } } },
                          region: { type: "object", properties: { startLine: { type: "integer", minimum: 1 }, startColumn: { type: "integer", minimum: 1 } } },
                        },
                      },
                      logicalLocations: {
                        type: "array",
                        items: { type: "object", properties: { name: { type: "string" }, fullyQualifiedName: { type: "string" }, kind: { type: "string" } } },
                      },
                    },
                  },
                },
                partialFingerprints: { type: "object", additionalProperties: { type: "string" } },
                properties: propertyBag,
              },
            },
          },
          properties: propertyBag,
        },
      },
    },
  },
};

describe("SARIF reporter", () => {
  const report = fixtureReport();
  const log = JSON.parse(formatSarif(report));
  const run = log.runs[0];

  it("is registered as --reporter sarif", () => {
    expect(REPORTERS.sarif(report, {})).toBe(formatSarif(report));
  });

  it("has the structure of SARIF 2.1.0", async () => {
    const { default: addFormats } = await import("ajv-formats");
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const valid = ajv.validate(SARIF_SUBSET, log);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
  });

  it("has one rule per rule id, and each result's ruleIndex points at its rule", () => {
    const ids = run.tool.driver.rules.map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...new Set([...report.rules.map((r) => r.id), ...report.findings.map((f) => f.rule)])]));
    expect(run.results).toHaveLength(report.findings.length);
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    expect(run.tool.driver.rules.find((r: { id: string }) => r.id === "checks/not_a_server_error").defaultConfiguration.level).toBe("error");
    expect(run.tool.driver.rules.find((r: { id: string }) => r.id === "checks/status_code_conformance").defaultConfiguration.level).toBe("warning");
  });

  it("locates each result in the package's spec (a URI, not a path of the repository under test) at its pointer's line, with the operation and the repro", () => {
    const lineOf = specLines();
    const [first] = run.results;
    expect(first.level).toBe("error");
    expect(first.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: SPEC_URI }, region: { startLine: lineOf("#/paths/~1streams/get") } });
    expect(first.locations[0].logicalLocations[0].name).toBe("GET /streams");
    expect(first.properties).toMatchObject({ pointer: "#/paths/~1streams/get", kind: "server-error", occurrences: 40 });
    expect(first.properties.replay).toContain("--seed 7");
    expect(first.message.text).toMatch(/^Server error 502 \(GET \/streams\)\. Documented: /);
    expect(run.results.map((r: { level: string }) => r.level)).toEqual(["error", "error", "error", "error", "error", "warning", "warning", "note"]);
    // A finding without a pointer still names the file, without a region.
    expect(run.results[3].locations[0].physicalLocation).toEqual({ artifactLocation: { uri: SPEC_URI } });
    for (const r of run.results) expect(r.locations[0].physicalLocation.artifactLocation.uri).toMatch(/^https:\/\/unpkg\.com\/teamchat-api-toolchain@[^/]+\/dist\/openapi\.yaml$/);
    // Stable fingerprints: same finding, same print; different findings, different prints.
    const prints = run.results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints["teamchatFinding/v1"]);
    expect(new Set(prints).size).toBe(prints.length);
    expect(JSON.parse(formatSarif(fixtureReport())).runs[0].results[0].partialFingerprints).toEqual(first.partialFingerprints);
  });

  it("carries the digest and the verdict in the run's properties", () => {
    expect(run.properties.verdict).toBe("violations");
    expect(run.properties.digest.causes[0].title).toBe("Server errors (5xx)");
    expect(run.invocations[0]).toMatchObject({ executionSuccessful: true, exitCode: 1 });
  });
});
