// The seed coverage map (conformance/coverage/statements.yaml): every statement of the seed is tested by a rule or a
// generic check, or says why nothing over the API can test it; every id a rule declares exists; the quoted words are
// the seed's own.
import { describe, expect, it } from "vitest";
import { applicableKinds, coverageMap, departureMatrix, loadStatements } from "../../conformance/coverage/index.ts";
import { RULES } from "../../conformance/rules/registry.ts";
import { CHECKS } from "../../conformance/checks/index.ts";
import { seedText } from "../support/seed.ts";
const flat = (s: string) => s.replace(/\s+/g, " ").trim();

describe("seed coverage map", () => {
  const statements = loadStatements();
  const map = coverageMap(RULES, CHECKS.map((c) => c.id), statements);

  it("ids are unique and well formed; every statement has a section and words", () => {
    const ids = statements.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const s of statements) {
      expect(s.id, s.id).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(s.section && s.words, s.id).toBeTruthy();
      for (const reason of [s.partly, s.unobservable]) if (reason !== undefined) expect(reason.includes("\n"), `${s.id}: one line`).toBe(false);
    }
    expect(statements.length).toBeGreaterThan(200);
  });

  it("every id a rule declares exists, every rule declares at least one, and every check named exists", () => {
    expect(map.unknown).toEqual([]);
    expect(map.unknownChecks).toEqual([]);
    expect(RULES.filter((r) => !r.statements?.length).map((r) => r.id)).toEqual([]);
  });

  it("every statement has a rule, a check or a reason why it cannot be observed", () => {
    expect(map.statements.filter((s) => s.status === "not covered").map((s) => `${s.id}: ${s.words}`)).toEqual([]);
  });

  it("an unobservable statement has no rule (a rule that tests it would make it observable)", () => {
    expect(map.statements.filter((s) => s.unobservable && s.rules.length > 0).map((s) => `${s.id}: ${s.rules.join(", ")}`)).toEqual([]);
  });

  it("the words are quoted exactly from the seed", () => {
    const seed = flat(seedText());
    expect(statements.filter((s) => !seed.includes(flat(s.words))).map((s) => s.id)).toEqual([]);
  });

  it("the departure matrix: every statement has a kind that applies; unknown ids, kinds and inapplicable cells are reported", () => {
    expect(statements.filter((s) => applicableKinds(s).length === 0).map((s) => s.id)).toEqual([]);
    const empty = departureMatrix([], [], statements);
    expect(empty.counts.applicable).toBe(empty.counts.gaps + empty.counts.exempt + empty.counts.reserved);
    expect(empty.cells.filter((c) => c.status === "exempt").every((c) => statements.find((s) => s.id === c.statement)?.unobservable)).toBe(true);
    const field = statements.find((s) => s.id === "channel.name")!;
    const m = departureMatrix(
      [
        { id: "a/right", title: "channel names changed", statements: [field.id], kind: "wrong-value" },
        { id: "a/nowhere", title: "x", statements: ["no.such"], kind: "wrong-value" },
        { id: "a/odd", title: "x", statements: [field.id], kind: "wrong-audience" },
        { id: "a/missed", title: "x", statements: [field.id], kind: "left-out", knownMiss: "why", profiles: ["zulip"] },
      ],
      [{ statement: field.id, kind: "wrong-value", why: "stale" }],
      statements,
    );
    expect(m.unknownStatements).toEqual(["a/nowhere → no.such"]);
    expect(m.inapplicable).toEqual(["a/odd → channel.name (wrong-audience)"]);
    expect(m.staleExemptions).toEqual(["channel.name (wrong-value)"]);
    expect(m.cells.filter((c) => c.statement === field.id).map((c) => `${c.kind}: ${c.status}`)).toEqual(["left-out: missed", "wrong-value: caught"]);
  });
});
