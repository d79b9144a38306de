/**
 * `npm run spec -- --level N` for every level where the seed records a change (lib/spec collectLevels): the
 * output passes `redocly lint` with no problem at all (no warning either: every example conforms to the level's
 * schema, no component is left unused). One Redocly process lints all the levels.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import type { ValidateFunction } from "ajv";
import {
  collectLevels,
  createAjv,
  dereference,
  levelFindings,
  listOperations,
  loadSpec,
  newestLevel,
  publishedAtLevel,
  readSpec,
} from "../../lib/spec/index.ts";
import { redocly, ROOT } from "../../scripts/lib/redocly.ts";
import { runGroup } from "../support/processes.ts";

const SOURCE = readSpec();
const LEVELS = [...collectLevels(SOURCE).keys()].sort((a, b) => a - b);
const dir = mkdtempSync(join(tmpdir(), "teamchat-levels-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const views = new Map<number, ReturnType<typeof publishedAtLevel>>();
const viewAt = (level: number) => views.get(level) ?? views.set(level, publishedAtLevel(SOURCE, level)).get(level)!;

// One validator per distinct schema: most schemas are the same at neighbouring levels.
const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();
function problems(schema: object, value: unknown): string[] {
  const key = JSON.stringify(schema);
  const validate = compiled.get(key) ?? compiled.set(key, ajv.compile(structuredClone(schema))).get(key)!;
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message}`);
}

describe("the spec at every level the seed records", () => {
  it("passes redocly lint without a warning", () => {
    expect(LEVELS.length).toBeGreaterThan(10);
    const files = LEVELS.map((level) => {
      const file = join(dir, `level-${level}.yaml`);
      writeFileSync(file, stringify(viewAt(level), { lineWidth: 0 }));
      return file;
    });
    const output = redocly(["lint", ...files, "--format=stylish"]);
    const problems = output.split("\n").filter((l) => /^\s+\d+:\d+\s+(warning|error)\s/.test(l) || /^\S.*\.yaml:$/.test(l));
    // Only file headers, no problem lines under any of them.
    expect(problems.filter((l) => !/\.yaml:$/.test(l)), problems.join("\n")).toEqual([]);
  }, 120_000);

  it("has every response example as a server at that level sends it: conforming, nothing from a later level", () => {
    const newest = loadSpec();
    const newestOps = listOperations(newest);
    for (const level of LEVELS) {
      const view = dereference(viewAt(level));
      for (const op of listOperations(view)) {
        const newestOp = newestOps.find((o) => o.operationId === op.operationId);
        for (const [status, response] of Object.entries<any>(op.operation.responses ?? {})) {
          const media = response.content?.["application/json"];
          const examples = [media?.example, ...Object.values<any>(media?.examples ?? {}).map((e) => e.value)].filter((e) => e !== undefined);
          for (const example of examples) {
            const label = `level ${level} ${op.operationId} ${status}`;
            expect(problems(media.schema, example), label).toEqual([]);
            const schema = newestOp?.operation.responses?.[status]?.content?.["application/json"]?.schema;
            expect(levelFindings(schema, example, level), label).toEqual([]);
          }
        }
      }
    }
  }, 120_000);

  it("is what npm run spec -- --level 150 writes; the newest level keeps the newest examples", async () => {
    const out = join(dir, "cli-150.yaml");
    const run = await runGroup(process.execPath, ["--import", "tsx", "scripts/spec-at-level.ts", "--level", "150", "--out", out], { cwd: ROOT });
    expect(run.status, run.stderr).toBe(0);
    expect(parse(readFileSync(out, "utf8"))).toEqual(JSON.parse(JSON.stringify(publishedAtLevel(SOURCE, 150))));
    const at150 = publishedAtLevel(SOURCE, 150);
    const stream = at150.paths["/streams/{stream_id}"].get.responses["200"].content["application/json"].example.stream;
    expect(stream).toHaveProperty("can_remove_subscribers_group_id"); // its name before the rename
    expect(stream).not.toHaveProperty("can_remove_subscribers_group");
    expect(stream).not.toHaveProperty("creator_id"); // added later
    const newest = publishedAtLevel(SOURCE, newestLevel(SOURCE));
    expect(newest.paths["/streams/{stream_id}"].get.responses["200"].content["application/json"].example).toEqual(
      SOURCE.paths["/streams/{stream_id}"].get.responses["200"].content["application/json"].example,
    );
  });
});
