// The catalogue of departures (issue 25, item 5): the suite fails on every departure, in every profile it applies
// to, with a finding of a rule or check that declares one of the departure's statements; a departure marked
// knownMiss is still missed (fixing the suite forces removing the mark). Every departure names known statements and a
// kind that applies to them, its id is its file's path, and the statement × kind matrix has no unexplained gap.
import { describe, expect, it } from "vitest";
import { DEPARTURE_KINDS, applicableKinds, departureMatrix, loadStatements } from "../../conformance/coverage/index.ts";
import { RULES } from "../../conformance/rules/registry.ts";
import { serverFor } from "../conformance/support/prove.ts";
import { runAgainst } from "../conformance/support/run.ts";
import { missedOn, type Departure, type Profile } from "./departure.ts";
import { loadCatalogue, loadExemptions } from "./index.ts";

const statements = loadStatements();
const byId = new Map(statements.map((s) => [s.id, s]));
const catalogue = await loadCatalogue();
const exemptions = loadExemptions();

/** The rules that declare the departure's statements, and the generic checks those statements name. */
function selectionFor(d: Pick<Departure, "statements">): string[] {
  const wanted = new Set(d.statements);
  const rules = RULES.filter((r) => r.statements?.some((s) => wanted.has(s))).map((r) => r.id);
  const checks = d.statements.flatMap((s) => (byId.get(s)?.checks ?? []).map((c) => `checks/${c}`));
  return [...new Set([...rules, ...checks])].sort();
}

/**
 * The statements the run's setup reads before any rule (engine/run.ts): a level probe answer that is no feature
 * level stops the run with a setup finding, which is how the suite reports that departure (no rule can run then).
 */
const SETUP_READS: Record<string, string[]> = {
  "setup/server-settings": ["server-settings.service-feature-level", "versioning.feature-level"],
};

async function runDeparture(d: Departure, profile: Profile) {
  const only = selectionFor(d);
  // A short heartbeat, as the events broken servers have: a missing event costs a fraction of a second, not a poll.
  const server = serverFor({ breakage: d.breakage, wrap: d.wrap, server: { heartbeatMs: 200, ...d.server, profile } });
  try {
    await d.setup?.(server.fetch);
    const report = await runAgainst(server.fetch, { runs: 2, only, ...d.run });
    const selected = new Set(only);
    const bySetup = (rule: string) => (SETUP_READS[rule] ?? []).some((s) => d.statements.includes(s));
    const failures = report.findings.filter((f) => f.severity === "failure" && (selected.has(f.rule) || bySetup(f.rule)));
    return { only, failures, skipped: report.rules.filter((r) => r.status === "skipped").map((r) => `${r.id}: ${r.reason}`) };
  } finally {
    server.close();
  }
}

describe("every departure is caught by the suite, in every profile it applies to", () => {
  for (const d of catalogue) {
    for (const profile of d.profiles) {
      const missed = missedOn(d, profile);
      it.concurrent(`${d.id} [${profile}]${missed ? " (known miss)" : ""}`, async () => {
        const { only, failures, skipped } = await runDeparture(d, profile);
        expect(only.length, "rules or checks declare its statements").toBeGreaterThan(0);
        const found = failures.map((f) => `${f.rule}: ${f.title}`);
        if (missed) expect(found, `still missed (${d.knownMiss}); skipped: ${skipped.join("; ")}`).toEqual([]);
        else expect(found.length, `a failure of ${only.join(", ")}; skipped: ${skipped.join("; ")}`).toBeGreaterThan(0);
      });
    }
  }
});

describe("the catalogue as data", () => {
  it("every departure's id is its file's path, unique, with a one-line title", () => {
    expect(catalogue.filter((d) => d.id !== d.pathId).map((d) => `${d.pathId} declares ${d.id}`)).toEqual([]);
    for (const d of catalogue) expect(d.title.includes("\n") || d.title.length < 10, d.id).toBe(false);
    expect(catalogue.length).toBeGreaterThan(0);
  });

  it("every departure names known statements and a known kind that applies to them", () => {
    const m = departureMatrix(catalogue, exemptions, statements);
    expect(m.unknownStatements).toEqual([]);
    expect(m.unknownKinds).toEqual([]);
    expect(m.inapplicable).toEqual([]);
    for (const d of catalogue) expect(d.statements.length, d.id).toBeGreaterThan(0);
  });

  it("every exemption names a cell that exists and that no departure fills", () => {
    const m = departureMatrix(catalogue, exemptions, statements);
    expect(m.staleExemptions).toEqual([]);
    for (const e of exemptions) {
      expect(DEPARTURE_KINDS as readonly string[], e.statement).toContain(e.kind);
      expect(e.why.trim().length, `${e.statement} (${e.kind})`).toBeGreaterThan(10);
      expect(applicableKinds(byId.get(e.statement)!), `${e.statement} (${e.kind})`).toContain(e.kind);
    }
  });

  it("the statement × kind matrix has no unexplained gap", () => {
    const m = departureMatrix(catalogue, exemptions, statements);
    expect(m.cells.filter((c) => c.status === "gap").map((c) => `${c.statement} (${c.kind})`)).toEqual([]);
  });
});
