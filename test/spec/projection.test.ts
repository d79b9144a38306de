import { describe, expect, it } from "vitest";
import { collectLevels, forEachAnnotatedField, listOperations, loadSpec, newestLevel, readSpec } from "../../lib/spec/index.ts";
import { presentAt } from "../../lib/spec/levels.ts";
import { projectToLevel } from "../../lib/spec/project.ts";
import { referenceServer } from "../conformance/support/reference.ts";
import { devApiKey } from "../conformance/support/dev-keys.ts";

// projectToLevel skips the subtrees in which nothing changes at the level (changesAtLevel) and memoizes property
// lookups: its result must be exactly that of the plain walk over every annotated field.
function plainProjection<T>(schema: any, value: T, level: number): T {
  forEachAnnotatedField(schema, value, ({ holder, key, annotation }) => {
    if (!presentAt(annotation, level)) {
      delete holder[key];
      return;
    }
    const r = annotation.renamed;
    if (r && level < r.at && key !== r.from) {
      holder[r.from] = holder[key];
      delete holder[key];
    }
  });
  return value;
}

describe("projectToLevel", () => {
  it("equals the plain walk for every GET answer of the reference server, at every level the spec changes something", async () => {
    const server = referenceServer();
    const raw = readSpec();
    const doc = loadSpec();
    const levels = [...new Set([0, ...[...collectLevels(raw).keys()].flatMap((l) => [l - 1, l]), newestLevel(raw)])].filter((l) => l >= 0);
    const auth = `Basic ${Buffer.from(`iago@zulip.com:${devApiKey("iago@zulip.com")}`).toString("base64")}`;
    const bodies: [any, unknown][] = [];
    try {
      for (const op of listOperations(doc)) {
        if (op.method !== "get" || op.path.includes("{")) continue;
        const res = await server.fetch(new Request(`http://t.test/api/v1${op.path}${op.path === "/messages" ? "?anchor=newest&num_before=5&num_after=0" : ""}`, { headers: { authorization: auth } }));
        if (res.status !== 200) continue;
        bodies.push([op.operation.responses?.["200"]?.content?.["application/json"]?.schema, await res.json()]);
      }
    } finally {
      server.close();
    }
    expect(bodies.length).toBeGreaterThan(8);
    for (const level of levels)
      for (const [schema, body] of bodies) expect(projectToLevel(schema, structuredClone(body), level)).toEqual(plainProjection(schema, structuredClone(body), level));
  }, 60_000);
});
