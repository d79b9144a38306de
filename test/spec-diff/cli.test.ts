// The command line: formats, exit codes, one-line errors, what a client meets; and the project's own CI check on
// openapi.yaml (the committed spec against the working copy: every change recorded at a feature level).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stringify } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { SPEC_PATH } from "../../lib/spec/index.ts";
import { main } from "../../lib/spec-diff/cli.ts";
import { at, edited, P } from "./support.ts";

const ROOT = join(import.meta.dirname, "../..");

async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd: ROOT });
  return { code, stdout, stderr };
}

const dir = mkdtempSync(join(tmpdir(), "spec-diff-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, doc: object) => {
  const path = join(dir, name);
  writeFileSync(path, stringify(doc, { lineWidth: 0 }));
  return path;
};
/** The line of a component schema's property in a spec file (its key at the indentation of properties). */
const lineOf = (file: string, property: string) => readFileSync(file, "utf8").split("\n").findIndex((l) => l === `        ${property}:`) + 1;

describe("teamchat-spec diff --from-level/--to-level", () => {
  it("text: a summary line, a section per level with the seed's words, exit 1 when something breaks", async () => {
    const r = await run("diff", "--from-level", "100", "--to-level", "267");
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^teamchat-spec diff: \d+ change\(s\) from level 100 to level 267: \d+ breaking for a caller, \d+ breaking for a reader, \d+ compatible, \d+ behaviour; 0 not recorded at a feature level, 0 declared but not seen\n/);
    expect(r.stdout).toContain('feature level 254 — the seed: "creator_id"\n  [compatible] Channel.creator_id: response field added (in GET /streams, GET /streams/{stream_id})');
  });

  it("exit 0 when nothing between the levels breaks a client", async () => {
    const r = await run("diff", "--from-level", "266", "--to-level", "267");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("[compatible] POST /invites body.notify_referrer_on_join: field added");
  });

  it("markdown: a table per level, client impact marked", async () => {
    const r = await run("diff", "--from-level", "100", "--to-level", "267", "--format", "markdown");
    expect(r.stdout).toContain("## feature level 226\n\n| Client impact | Element | Change | Operations |\n|---|---|---|---|\n| ⚠ breaking for a reader | `Subscription.email_address` |");
  });

  it("json: the changes as data", async () => {
    const r = await run("diff", "--from-level", "250", "--to-level", "260", "--format", "json");
    const data = JSON.parse(r.stdout);
    expect(data.summary.unrecorded).toBe(0);
    expect(data.changes.find((c: { element: string }) => c.element === "Channel.creator_id")).toMatchObject({ level: 254, impact: "compatible", recorded: true, seen: true });
  });

  it("github: annotations on the spec's lines", async () => {
    const r = await run("diff", "--from-level", "253", "--to-level", "254", "--format", "github");
    const line = lineOf(SPEC_PATH, "creator_id");
    expect(line).toBeGreaterThan(1);
    expect(r.stdout).toContain(`::notice file=openapi.yaml,line=${line},title=compatible (level 254)::Channel.creator_id: response field added. The seed (level 254): "creator_id".`);
    expect(r.stdout.trim().split("\n").at(-1)).toMatch(/^::notice title=teamchat-spec diff::1 change\(s\)/);
  });

  it("--fail-on never and unrecorded", async () => {
    expect((await run("diff", "--from-level", "100", "--to-level", "267", "--fail-on", "never")).code).toBe(0);
    expect((await run("diff", "--from-level", "100", "--to-level", "267", "--fail-on", "unrecorded")).code).toBe(0);
  });
});

describe("teamchat-spec diff --base/--revision", () => {
  const base = write("base.yaml", edited(() => {}, false));

  it("an unrecorded change: an error annotation on the revision's line, exit 1 even with --fail-on unrecorded", async () => {
    const revision = write("unrecorded.yaml", edited((d) => (at(d, P.channel).properties.first_message_id.type = "integer"), false));
    const r = await run("diff", "--base", base, "--revision", revision, "--format", "github", "--fail-on", "unrecorded");
    expect(r.code).toBe(1);
    const line = lineOf(revision, "first_message_id");
    expect(line).toBeGreaterThan(1);
    expect(r.stdout).toMatch(new RegExp(`^::error file=[^,]*unrecorded\\.yaml,line=${line},title=Change not recorded at a feature level::Channel\\.first_message_id: null no longer allowed \\(compatible\\)`, "m"));
  });

  it("a recorded compatible change: exit 0", async () => {
    const revision = write("compatible.yaml", edited((d) => (at(d, P.channel).properties.note = { type: "string", "x-feature-level": { added: 268 } })));
    const r = await run("diff", "--base", base, "--revision", revision);
    expect(r.stdout).toContain("feature level 268\n  [compatible] Channel.note: response field added");
    expect(r.code).toBe(0);
  });

  it("CI: the committed openapi.yaml against the working copy records every change at a feature level", async () => {
    const head = spawnSync("git", ["show", "HEAD:openapi.yaml"], { cwd: ROOT, encoding: "utf8" });
    const committed = head.status === 0 ? join(dir, "head.yaml") : SPEC_PATH;
    if (head.status === 0) writeFileSync(committed, head.stdout);
    const r = await run("diff", "--base", committed, "--revision", SPEC_PATH, "--fail-on", "unrecorded");
    expect(r.stdout).toMatch(/0 not recorded at a feature level, 0 declared but not seen/);
    expect(r.code).toBe(0);
  });
});

describe("one-line errors, exit 2", () => {
  const cases: [string[], string][] = [
    [[], "teamchat-spec: a command is required (usage: teamchat-spec diff"],
    [["compare"], "teamchat-spec: unknown command compare; the command is diff"],
    [["diff"], "teamchat-spec: nothing to compare"],
    [["diff", "--from-level", "x", "--to-level", "2"], 'teamchat-spec: --from-level must be a non-negative integer, got "x"'],
    [["diff", "--from-level", "1"], "teamchat-spec: --from-level and --to-level go together"],
    [["diff", "--from-level", "1", "--to-level", "2", "--format", "xml"], 'teamchat-spec: --format must be one of text, markdown, json, github, got "xml"'],
    [["diff", "--from-level", "1", "--to-level", "2", "--base", "a.yaml"], "teamchat-spec: give either --from-level/--to-level or --base/--revision, not both"],
    [["diff", "--base", "missing.yaml", "--revision", "openapi.yaml"], "teamchat-spec: --base missing.yaml: no such file"],
    [["diff", "--base", "openapi.yaml"], "teamchat-spec: --base and --revision go together"],
    [["diff", "--from-level", "1", "--to-level", "2", "--bogus"], "teamchat-spec: unknown flag --bogus; valid flags:"],
    [["diff", "--from-level", "1", "--to-level", "2", "--typecheck"], "teamchat-spec: --typecheck needs --client FILE"],
  ];
  for (const [argv, message] of cases)
    it(`${argv.join(" ") || "(no arguments)"}`, async () => {
      const r = await run(...argv);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.startsWith(message), r.stderr).toBe(true);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    });

  it("a file that is not the API's OpenAPI document", async () => {
    const r = await run("diff", "--base", "package.json", "--revision", "openapi.yaml");
    expect(r).toMatchObject({ code: 2, stderr: "teamchat-spec: --base package.json: not an OpenAPI document of this API (no paths or no info.x-newest-feature-level)\n" });
  });

  it("--help prints the usage and the exit codes", async () => {
    const r = await run("diff", "--help");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Exit status: 0 nothing breaking and every change recorded; 1");
  });
});

describe("what a client meets", () => {
  const client = join(dir, "client.ts");
  writeFileSync(
    client,
    [
      'const chat = createChatClient({ baseUrl: "http://127.0.0.1:9991" });',
      'await chat.POST("/invites", { body: { invitee_emails: "a@b", stream_ids: [1], invite_expires_in_days: 3 } });',
      'await chat.PATCH("/realm/filters/{filter_id}", { params: { path: { filter_id: 1 } }, body: { pattern: "x", url_format_string: "y" } });',
      'await chat.GET("/streams/{stream_id}", { params: { path: { stream_id: 1 } } });',
    ].join("\n"),
  );

  it("the operations a file calls, what differs in each between its minimum level and the server's, and where the types stop compiling", async () => {
    const r = await run("diff", "--client", client, "--from-level", "100", "--to-level", "267", "--typecheck");
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("POST /invites (line 2)\n  [breaking for a caller] POST /invites body.invite_expires_in_days: field removed (level 126)");
    expect(r.stdout).toContain("GET /streams/{stream_id} (line 4)");
    expect(r.stdout).toContain(`POST /invites: request fields no longer taken: Type '"invite_expires_in_days"' is not assignable to type 'never'.`);
    expect(r.stdout).toContain("PATCH /realm/filters/{filter_id}: request body: Property 'url_template' is missing");
    // GET /streams/{stream_id} only gained response fields: its level-100 reader still compiles.
    expect(r.stdout).not.toMatch(/GET \/streams\/\{stream_id\}: response/);
  }, 30_000);

  it("between two levels where nothing the file calls differs: exit 0", async () => {
    const r = await run("diff", "--client", client, "--from-level", "262", "--to-level", "266");
    expect(r.stdout).toContain("no operation the file calls differs between the two levels");
    expect(r.code).toBe(0);
  });
});

describe("the bin", () => {
  it("npx teamchat-spec runs the command", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "bin/teamchat-spec.mjs"), "diff", "--from-level", "266", "--to-level", "267", "--format", "json"], { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).summary.changes).toBe(1);
  }, 30_000);
});
