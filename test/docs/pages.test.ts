/**
 * The docs site's generated content without a browser: the Redocly decorators (curl samples in the wire format,
 * operation facts) over the bundled spec, and the pages generated from the spec's data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { collectLevels, listOperations, loadSpec, readSpec, type JsonObject } from "../../lib/spec/index.ts";
import { bundleSpec, writeDerivedConfig } from "../../scripts/lib/redocly.ts";
import { DOCS_DECORATORS, rulesByOperation } from "../../scripts/build-docs.ts";
import { renderMarkdown } from "../../scripts/lib/markdown.ts";
import { changelogPage, conformanceRulesPage, errorsPage, permissionsPage, seedCoveragePage, statesPage } from "../../scripts/lib/site-pages.ts";
import { coverageMap } from "../../conformance/coverage/index.ts";
import { RULES } from "../../conformance/rules/registry.ts";
import { CHECKS } from "../../conformance/checks/index.ts";
import OperationFacts, { factsBlock } from "../../redocly/decorators/operation-facts.mjs";

const ops = listOperations(loadSpec());
let bundled: JsonObject;

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), "teamchat-docs-test-"));
  try {
    bundled = bundleSpec({ configPath: writeDerivedConfig(dir, DOCS_DECORATORS) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The arguments of a curl command, unquoted (the samples only use single quotes and "..."). */
function curlArgs(source: string): string[] {
  const joined = source.replace(/ \\\n\s*/g, " ");
  return [...joined.matchAll(/'((?:[^']|'\\'')*)'|"([^"]*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2] ?? m[3]));
}

describe("curl samples (teamchat/curl-samples)", () => {
  it.each(ops.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))("%s has curl samples in the wire format", (_, op) => {
    const samples: JsonObject[] = bundled.paths[op.path][op.method]["x-codeSamples"];
    expect(samples[0]).toMatchObject({ lang: "Shell", label: "curl" });
    const args = curlArgs(samples[0].source);
    expect(args.includes("-u")).toBe(op.authenticated);
    expect(args.some((a) => a.startsWith("$BASE_URL/api/v1/"))).toBe(true);
    if (!op.body) return;
    expect(samples[1]).toMatchObject({ lang: "Shell", label: "curl (multipart)" });
    const media = op.operation.requestBody.content["application/x-www-form-urlencoded"];
    for (const [sample, flag] of [[samples[0], "--data-urlencode"], [samples[1], "--form-string"]] as const) {
      const a = curlArgs(sample.source);
      const decoded: JsonObject = {};
      a.forEach((arg, i) => {
        if (a[i - 1] !== flag) return;
        const [name, ...rest] = arg.split("=");
        const field = op.body!.fields.find((f) => f.name === name)!;
        decoded[name] = field.jsonEncoded ? JSON.parse(rest.join("=")) : rest.join("=");
      });
      // Every example value decodes back through the spec's encoding; required fields are always present.
      for (const [k, v] of Object.entries(media.example ?? {})) expect(decoded[k], `${k}`).toEqual(v);
      for (const f of op.body.fields.filter((x) => x.required)) expect(decoded).toHaveProperty(f.name);
    }
  });
});

describe("operation facts (teamchat/operation-facts)", () => {
  it("writes levels, role and every error row into each description, and badges for levels", () => {
    for (const op of ops) {
      const doc = bundled.paths[op.path][op.method];
      expect(doc.description).toContain(`**Required role**: \`${op.requiredRole}\``);
      for (const e of op.errors) expect(doc.description).toContain(e.msg ? `\`${e.msg}\`` : e.condition);
      const fl = op.operation["x-feature-level"] ?? {};
      if (fl.added !== undefined) expect(doc["x-badges"]).toContainEqual(expect.objectContaining({ name: `New in ${fl.added}` }));
      if (fl.deprecated !== undefined) expect(doc["x-badges"]).toContainEqual(expect.objectContaining({ name: `Deprecated at ${fl.deprecated}` }));
    }
  });

  it("says once who may call an operation: a narrower rule for every call is folded into the role, never listed beside it", () => {
    const folded = ops.filter((op) => (op.operation["x-permission-rules"] ?? []).some((r: JsonObject) => !r.parameter && r["required-role"]));
    expect(folded.map((op) => op.operationId)).toContain("create-user-group");
    for (const op of folded) {
      const text = factsBlock(op.operation);
      const rule = op.operation["x-permission-rules"].find((r: JsonObject) => !r.parameter && r["required-role"]);
      expect(text, op.operationId).toContain(`**Required role**: \`${op.requiredRole}\``);
      expect(text, op.operationId).toContain(`Zulip and the reference server admit only \`${rule["required-role"]}\``);
      expect(text, op.operationId).not.toMatch(/needs `?member/);
    }
    expect(permissionsPage()).toContain("| [POST /user_groups/create](index.html#/user_groups/create-user-group) | `guest`; Zulip and the reference server: `member`, not bots | — | (✓) | ✓ |");
  });

  it("links an operation to the rules that exercise it and its levels to the changelog", () => {
    const op = ops.find((o) => o.operationId === "create-scheduled-message")!;
    const text = factsBlock(op.operation, ["a/b", "c/d"]);
    expect(text).toContain("**Conformance rules** that exercise it (2): [`a/b`](conformance-rules.html#rule-a/b), [`c/d`](conformance-rules.html#rule-c/d).");
    expect(text).toContain("new in [179](changelog.html#feature-level-179)");
    const byOp = rulesByOperation(RULES);
    expect(byOp["POST /user_groups/create"]).toContain("user-groups/create-exact");
  });

  it("keeps the feature-level prose last and is idempotent", () => {
    const doc = structuredClone(bundled.paths["/scheduled_messages"].post);
    expect(doc.description.trimEnd()).toMatch(/\*\*Changes\*\*: New in feature level 179\..*$/);
    const before = doc.description;
    OperationFacts().Operation.leave(doc);
    expect(doc.description).toBe(before);
  });
});

describe("pages generated from the spec's data", () => {
  it("changelog: a section per level, newest first; every entry links to the operations it changes", () => {
    const html = renderMarkdown(changelogPage());
    const entries = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(20);
    for (const e of entries) expect(e).toMatch(/<a href="index\.html#\/[a-z_]+\/[a-z-]+">(GET|POST|PATCH|DELETE|PUT) \//);
    const levels = [...collectLevels(readSpec()).keys()].sort((a, b) => b - a);
    const headings = [...html.matchAll(/<h2 id="feature-level-(\d+)">/g)].map((m) => Number(m[1]));
    expect(headings).toEqual(levels);
  });

  it("permissions: one row per operation with the role columns", () => {
    const page = permissionsPage();
    for (const op of ops) expect(page).toContain(`[${op.method.toUpperCase()} ${op.path}]`);
    expect(page).toMatch(/\| `administrator` \| — \| — \| — \| — \| ✓ \| ✓ \|/);
  });

  it("errors: every x-errors row with its exact msg", () => {
    const html = renderMarkdown(errorsPage());
    for (const op of ops) for (const e of op.errors) if (e.msg) expect(html).toContain(`<code>${e.msg.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</code>`);
    expect(html).toContain("<code>STREAM_DOES_NOT_EXIST</code>");
  });

  it("states: the machines and every operation's transitions", () => {
    const page = statesPage();
    for (const m of loadSpec().info["x-states"]) expect(page).toContain(`## ${m.machine}`);
    for (const op of ops) for (const t of op.operation["x-state-transitions"] ?? []) expect(page).toContain(String(t.condition).split("\n")[0].slice(0, 30));
  });

  it("conformance rules: degrades to a note without the registry", () => {
    expect(conformanceRulesPage(undefined, "not built yet")).toContain("not available yet (not built yet)");
    const one = conformanceRulesPage([{ id: "a/b", title: "T", operations: ["GET /streams", "GET /x"], roles: ["member", "member"], writes: true, since: 100 }]);
    // The row's anchor #rule-<id>, its operations linked to the API reference, its first level to the changelog.
    expect(one).toContain("| {#rule-a/b} [`a/b`](#rule-a/b) | T |");
    expect(one).toContain("[GET /streams](index.html#/channels/get-streams), `GET /x`");
    expect(one).toContain("levels [100](changelog.html#feature-level-100)–newest; as member; writes |");
    expect(renderMarkdown(one)).toContain('<tr id="rule-a/b"><td data-label="Rule"><a href="#rule-a/b"><code>a/b</code></a></td>');
    const withChecks = conformanceRulesPage([{ id: "a/b", title: "T" }], undefined, [{ id: "checks/x", title: "X", since: 100 }]);
    expect(withChecks).toContain("## Generic checks");
    expect(withChecks).toContain("| {#rule-checks/x} [`checks/x`](#rule-checks/x) | X | [100](changelog.html#feature-level-100)–newest |");
    expect(withChecks.indexOf("checks/x")).toBeLessThan(withChecks.indexOf("`a/b`"));
  });

  it("markdown: escapes HTML and renders code, tables and links", () => {
    expect(renderMarkdown("a <b> `<c>` [x](guide.md#y)")).toBe('<p>a &lt;b&gt; <code>&lt;c&gt;</code> <a href="guide.html#y">x</a></p>');
    expect(renderMarkdown("| a | b |\n|---|---|\n| `x\\|y` | 2 |")).toContain('<td data-label="a"><code>x|y</code></td>');
    expect(renderMarkdown("| a |\n|---|\n| x |")).toMatch(/^<div class="table-wrap"><table>.*<\/table><\/div>$/);
    expect(renderMarkdown("```sh\necho <hi>\n```")).toBe('<pre><code class="language-sh">echo &lt;hi&gt;</code></pre>');
  });
});

describe("seed coverage page", () => {
  it("lists every statement with its words, its rules or checks, or why it is not observable, and the figures", () => {
    const map = coverageMap(RULES, CHECKS.map((c) => c.id));
    const html = renderMarkdown(seedCoveragePage(map));
    for (const s of map.statements) {
      expect(html).toContain(`<code>${s.id}</code>`);
      for (const r of s.rules) expect(html).toContain(`<code>${r}</code>`);
    }
    expect(html).toContain(`${map.counts.total} statements: ${map.counts.covered} covered, ${map.counts.partly} partly covered`);
    const unobservable = map.statements.find((s) => s.status === "unobservable")!;
    expect(html).toContain(unobservable.unobservable!.slice(0, 30));
  });
});
