// The triage matcher (test/mutation/triage/match.ts): which entry explains which mutant, regions, stale entries and
// the figures. Table-driven on an inline source, so it runs without a Stryker report.
import { describe, expect, it } from "vitest";
import { classify, regionOf, summarize, type Mutant } from "./triage/match.ts";
import type { Entry } from "./triage/types.ts";

const SOURCE = [
  "export const routes = [", //           1
  "  {", //                                2
  '    op: "POST /a",', //                  3
  "    handler: (ctx) => {", //            4
  '      if (x) throw ctx.error("a");', // 5
  "    },", //                             6
  "  },", //                               7
  "  {", //                                8
  '    op: "DELETE /a",', //                9
  "    handler: (ctx) => {", //            10
  '      if (x) throw ctx.error("b");', // 11
  "    },", //                             12
  "  },", //                               13
  "];", //                                 14
].join("\n");

const mutant = (line: number, status: string, mutatorName = "ConditionalExpression", replacement = "false"): Mutant => ({
  id: `${line}-${status}-${mutatorName}`,
  mutatorName,
  replacement,
  status,
  location: { start: { line, column: 11 }, end: { line, column: 12 } },
});

const F = "server/routes/a.ts";

describe("regionOf", () => {
  it.each([
    ['op: "POST /a"', [3, 6]],
    ['op: "DELETE /a"', [9, 12]],
    ["handler", [4, 6]],
    ["not there", undefined],
  ] as const)("%s → %j", (start, range) => {
    expect(regionOf(SOURCE.split("\n"), start)).toEqual(range);
  });
});

describe("classify", () => {
  const files = { [F]: { source: SOURCE, mutants: [mutant(5, "Survived"), mutant(11, "Survived"), mutant(11, "NoCoverage", "StringLiteral", '""'), mutant(5, "Killed"), mutant(1, "CompileError")] } };

  it.each<{ name: string; entries: Entry[]; reasons: (string | undefined)[]; stale: number }>([
    { name: "code alone matches both lines with that text", entries: [{ file: F, code: "if (x)", category: "gap", reason: "r" }], reasons: ["r", "r", "r"], stale: 0 },
    {
      name: "region narrows the same text to one route",
      entries: [{ file: F, region: 'op: "DELETE /a"', code: "if (x)", category: "not observable", reason: "delete" }],
      reasons: [undefined, "delete", "delete"],
      stale: 0,
    },
    {
      name: "mutator narrows further, first match wins",
      entries: [
        { file: F, region: 'op: "DELETE /a"', mutator: "StringLiteral", category: "equivalent", reason: "msg" },
        { file: F, code: "if (x)", category: "gap", reason: "any" },
      ],
      reasons: ["any", "any", "msg"],
      stale: 0,
    },
    { name: "an entry that explains nothing is stale", entries: [{ file: F, code: "nowhere", category: "gap", reason: "r" }], reasons: [undefined, undefined, undefined], stale: 1 },
    { name: "an entry of a file not measured is not stale", entries: [{ file: "server/other.ts", code: "x", category: "gap", reason: "r" }], reasons: [undefined, undefined, undefined], stale: 0 },
  ])("$name", ({ entries, reasons, stale }) => {
    const result = classify(files, entries);
    expect(result.rows.map((r) => r.entry?.reason)).toEqual(reasons);
    expect(result.stale).toHaveLength(stale);
  });

  it("a covered mutant reported Survived with no test run is unmeasured, not a survivor", () => {
    const ghost = { ...mutant(5, "Survived"), testsCompleted: 0, coveredBy: ["1"] };
    const { rows, perFile } = classify({ [F]: { source: SOURCE, mutants: [ghost, { ...mutant(11, "Survived"), testsCompleted: 3, coveredBy: ["1"] }] } }, []);
    expect(rows.map((r) => r.where)).toEqual([`${F}:11:11`]);
    expect(summarize(rows, perFile)).toMatchObject({ total: 1, survived: 1, unmeasured: 1 });
  });

  it("counts figures without mutants that did not compile", () => {
    const { rows, perFile } = classify(files, [{ file: F, region: 'op: "DELETE /a"', category: "not observable", reason: "d" }, { file: F, code: "if", category: "equivalent", reason: "e" }]);
    expect(summarize(rows, perFile)).toEqual({
      total: 4,
      killed: 1,
      timeout: 0,
      detected: 1,
      survived: 2,
      noCoverage: 1,
      byCategory: { equivalent: 1, "not observable": 2, gap: 0 },
      untriaged: 0,
      unmeasured: 0,
    });
  });
});
