// The spec executes: one modified copy of openapi.yaml, the reference server started on it and the suite run on
// it, and both follow with no code change. Each edit is checked in both directions: with the copy the affected
// rules pass; with the project's spec against the same server they fail (or skip), which proves the server really
// follows the copy (not merely the suite reading it) and the suite really reads it (not its own code).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { readSpec, type JsonObject } from "../../lib/spec/index.ts";
import { createApp } from "../../server/app.ts";
import { referenceServer, type TestServer } from "./support/reference.ts";
import { failedRules, failuresOf, runAgainst } from "./support/run.ts";

const LEVEL = 150;
const dir = mkdtempSync(join(tmpdir(), "spec-drives-both-"));
const specPath = join(dir, "openapi.yaml");
let server: TestServer;

beforeAll(() => {
  const doc: JsonObject = readSpec();
  // 1. An annotation moved: creator_id is dated 100 instead of 254, so a level-150 server sends it.
  doc.components.schemas.Channel.properties.creator_id["x-feature-level"] = { added: 100 };
  // 2. An x-errors msg rewritten, on every operation that lists the key (a key means one msg).
  for (const item of Object.values<JsonObject>(doc.paths))
    for (const op of Object.values<JsonObject>(item))
      for (const row of op?.["x-errors"] ?? []) if (row.example === "invalid-channel-id") row.msg = "No channel with that ID";
  // 3. A limit lowered: one profile-summary field per organization instead of two.
  doc.info["x-limits"].find((l: JsonObject) => l.name === "profile_summary_fields").max = 1;
  // 4. An operation's x-required-role raised: GET /user_groups for administrators only.
  doc.paths["/user_groups"].get["x-required-role"] = "administrator";
  writeFileSync(specPath, stringify(doc));
  server = referenceServer({ specPath, featureLevel: LEVEL });
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const copy = (only: string[]) => runAgainst(server.fetch, { specPath, only });
const asWritten = (only: string[]) => runAgainst(server.fetch, { only });

describe("a copy of the spec drives the server and the suite alike", () => {
  it("a moved level: the server sends creator_id at 150 and the suite runs its rule there", async () => {
    const withCopy = await copy(["streams/channel-creator-id", "checks/feature_level_annotations"]);
    expect(withCopy.target.testedLevel).toBe(LEVEL);
    expect(withCopy.rules.find((r) => r.id === "streams/channel-creator-id")?.status).toBe("passed");
    expect(withCopy.findings.filter((f) => f.rule === "checks/feature_level_annotations")).toEqual([]);
    // The project's spec says creator_id is 254: the rule does not run, and the field is a level warning.
    const original = await asWritten(["streams/channel-creator-id", "checks/feature_level_annotations"]);
    expect(original.rules.find((r) => r.id === "streams/channel-creator-id")?.status).toBe("skipped");
    const warnings = original.findings.filter((f) => f.rule === "checks/feature_level_annotations" && f.severity === "warning");
    expect(warnings.map((w) => w.received).join("\n")).toMatch(/creator_id/);
  });

  it("a rewritten msg: the server answers it and the suite expects it", async () => {
    const only = ["streams/get-stream-unknown-id"];
    expect(failuresOf(await copy(only))).toEqual([]);
    expect(failedRules(await asWritten(only))).toEqual(only);
  });

  it("a lowered limit: the server refuses at the copy's limit and the suite expects the refusal there", async () => {
    const only = ["realm/profile-field-summary-limit"];
    const withCopy = await copy(only);
    expect(withCopy.rules[0]).toMatchObject({ id: only[0], status: "passed" });
    // The suite on the copy against a server on the project's spec (a higher limit) reports it. How many summary
    // fields exist cannot be read over the API, so this server starts with none (the dev realm has one).
    const original = createApp({ db: ":memory:", featureLevel: LEVEL, log: () => {} });
    try {
      original.db.prepare("UPDATE custom_profile_fields SET display_in_profile_summary = 0").run();
      expect(failedRules(await runAgainst((req) => original.fetch(req), { specPath, only }))).toEqual(only);
    } finally {
      original.close();
    }
  });

  it("a raised required role: the server refuses members and the suite expects the refusal", async () => {
    const only = ["user-groups/list-refused-to-guests-and-bots"];
    expect(failuresOf(await copy(only))).toEqual([]);
    // The project's spec says members may list groups: this server refuses them.
    expect(failedRules(await asWritten(only))).toEqual(only);
  });
});
