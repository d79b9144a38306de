/** CI's staleness check of generated/: regenerating from openapi.yaml must give the committed files. */
import { beforeAll, describe, expect, it } from "vitest";
import { renderGenerated, staleGenerated } from "../../scripts/generate.ts";

let files: Record<string, string>;
beforeAll(async () => {
  files = await renderGenerated();
});

describe("generated/", () => {
  it("is up to date with openapi.yaml (run `npm run generate` when this fails)", async () => {
    expect(await staleGenerated(files)).toEqual([]);
  });

  it("carries the do-not-edit header and the feature-level prose into the TSDoc", () => {
    for (const text of Object.values(files)) expect(text.startsWith("// DO NOT EDIT.")).toBe(true);
    expect(files["openapi.d.ts"]).toMatch(/\*\*Changes\*\*: New in feature level 179\./);
    expect(files["openapi.d.ts"]).toMatch(/\*\*Changes\*\*: New in feature level 236\.\s*\n\s*\*\/\s*\n\s*read_by_sender\?: boolean;/);
  });
});
