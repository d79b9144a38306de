import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { rules } from "../../redocly/plugin.mjs";
import { runGroup } from "../support/processes.ts";

// Inline-YAML tests, one table per rule: the rule accepts the good document and reports the bad one.
const base = (operation: string, extra = "") => `
openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /things:
    get:
${operation
  .trim()
  .split("\n")
  .map((l) => `      ${l}`)
  .join("\n")}
${extra}`;

async function lint(ruleId: keyof typeof rules, source: string) {
  const config = await createConfig({
    plugins: [{ id: "teamchat", rules: { oas3: { [ruleId]: rules[ruleId] } } }],
    rules: { [`teamchat/${ruleId}`]: "error" },
  } as any);
  const problems = await lintFromString({ source, config, absoluteRef: "inline.yaml" } as any);
  return problems.filter((p: any) => p.ruleId === `teamchat/${ruleId}`).map((p: any) => p.message);
}

const ok200 = `responses: { "200": { description: ok } }`;
const envelope = `{ type: object, required: [result, msg, code], properties: { result: { type: string }, msg: { type: string }, code: { type: string } } }`;

describe.each([
  {
    rule: "operation-required-role" as const,
    good: `operationId: a\nx-required-role: member\n${ok200}`,
    bad: [`operationId: a\n${ok200}`, `operationId: a\nx-required-role: king\n${ok200}`, `operationId: a\nsecurity: []\nx-required-role: member\n${ok200}`],
  },
  { rule: "operation-has-tags" as const, good: `tags: [x]\n${ok200}`, bad: [`tags: []\n${ok200}`, ok200] },
  {
    rule: "error-envelope" as const,
    good: `responses:\n  "400": { description: e, content: { application/json: { schema: ${envelope} } } }\n  "401": { description: e, headers: { WWW-Authenticate: { schema: { type: string } } }, content: { application/json: { schema: ${envelope} } } }`,
    bad: [
      `responses:\n  "400": { description: e, content: { application/json: { schema: { type: object, required: [result, msg] } } } }`,
      `responses:\n  "401": { description: e, content: { application/json: { schema: ${envelope} } } }`,
      `responses:\n  "404": { description: e }`,
    ],
  },
  {
    rule: "feature-level-integer" as const,
    good: `x-feature-level: { added: 12, changed: [{ level: 20, summary: s, before: { default: false } }] }\n${ok200}`,
    bad: [
      `x-feature-level: { added: "12" }\n${ok200}`,
      `x-feature-level: { addded: 12 }\n${ok200}`,
      `x-feature-level: { added: 20, removed: 10 }\n${ok200}`,
      `x-feature-level: { changed: [{ level: 20, summary: s, before: { colour: red } }] }\n${ok200}`,
    ],
  },
  {
    rule: "feature-level-prose" as const,
    good: `description: "Since level 12.\\n\\n**Changes**: New in feature level 12."\nx-feature-level: { added: 12 }\n${ok200}`,
    bad: [
      `description: Since level 13.\nx-feature-level: { added: 12 }\n${ok200}`,
      `description: "**Changes**: New in feature level 11."\nx-feature-level: { added: 12 }\n${ok200}`,
    ],
  },
])("rule $rule", ({ rule, good, bad }) => {
  it("accepts the good document", async () => {
    expect(await lint(rule, base(good))).toEqual([]);
  });
  it.each(bad)("reports %s", async (snippet) => {
    expect((await lint(rule, base(snippet))).length).toBeGreaterThan(0);
  });
});

describe("openapi.yaml", () => {
  // The CLI (2.x) is what `npm run lint` runs; the in-process @redocly/openapi-core here is the 1.x that
  // openapi-typescript depends on, whose example validation differs, so the verdict comes from the CLI itself.
  it("is lint-clean under redocly.yaml (recommended + our rules), warnings included", async () => {
    const result = await runGroup(process.execPath, ["node_modules/@redocly/cli/bin/cli.js", "lint", "openapi.yaml", "--format=json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1" },
    });
    const report = JSON.parse(result.stdout);
    expect(report.problems.map((p: any) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(result.status).toBe(0);
  }, 60_000);
});
