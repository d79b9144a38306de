// The suite reads its facts from the run's spec (--spec), never from its own code: a copy of openapi.yaml with a
// moved level, a rewritten x-errors msg or a broken level reference changes what the rules do, with no code change.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { readSpec, type JsonObject } from "../../lib/spec/index.ts";
import { referenceServer } from "./support/reference.ts";
import { failedRules, runAgainst } from "./support/run.ts";

const dir = mkdtempSync(join(tmpdir(), "spec-drives-suite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let copies = 0;
/** A copy of openapi.yaml changed by `edit`, written to a file of its own. */
function specCopy(edit: (doc: JsonObject) => void): string {
  const doc = readSpec();
  edit(doc);
  const path = join(dir, `openapi-${++copies}.yaml`);
  writeFileSync(path, stringify(doc));
  return path;
}

const creatorId = (doc: JsonObject) => doc.components.schemas.Channel.properties.creator_id;

describe("the run's spec drives the suite", () => {
  it("a rule's since is the level its spec element has in the run's spec", async () => {
    const server = referenceServer();
    try {
      const asWritten = await runAgainst(server.fetch, { level: 100, only: ["streams/channel-creator-id"] });
      expect(asWritten.rules[0]).toMatchObject({ status: "skipped", reason: "needs feature level 254 (Channel.creator_id); testing level 100" });
      // The same element, added earlier in a copy: the rule now runs at level 100 (and the server, which sends
      // creator_id, passes it).
      const specPath = specCopy((doc) => void (creatorId(doc)["x-feature-level"] = { added: 99 }));
      const moved = await runAgainst(server.fetch, { level: 100, only: ["streams/channel-creator-id"], specPath });
      expect(moved.rules[0]).toMatchObject({ id: "streams/channel-creator-id", status: "passed" });
    } finally {
      server.close();
    }
  });

  it("an error is expected with the msg of its x-errors row in the run's spec", async () => {
    const specPath = specCopy((doc) => {
      for (const item of Object.values<JsonObject>(doc.paths))
        for (const op of Object.values<JsonObject>(item))
          for (const row of op?.["x-errors"] ?? []) if (row.example === "invalid-channel-id") row.msg = "No channel has this ID";
    });
    const server = referenceServer();
    try {
      const report = await runAgainst(server.fetch, { only: ["streams/get-stream-unknown-id"], specPath });
      expect(failedRules(report)).toEqual(["streams/get-stream-unknown-id"]);
      const finding = report.findings.find((f) => f.rule === "streams/get-stream-unknown-id")!;
      expect(finding.expected).toBe('error BAD_REQUEST "No channel has this ID"');
      expect(finding.pointer).toMatch(/^#\/paths\/~1streams~1\{stream_id\}\/get\/x-errors\/\d+$/);
    } finally {
      server.close();
    }
  });

  it("a level reference the run's spec does not resolve is a configuration error before anything is sent", async () => {
    const specPath = specCopy((doc) => void delete creatorId(doc)["x-feature-level"]);
    let requests = 0;
    const report = await runAgainst(
      async () => {
        requests++;
        return new Response("{}");
      },
      { only: ["streams/channel-creator-id"], specPath },
    );
    expect(report).toMatchObject({ verdict: "config-error", exitCode: 2 });
    expect(report.notes.join("\n")).toContain('streams/channel-creator-id: since "Channel.creator_id"');
    expect(requests).toBe(0);
  });
});
