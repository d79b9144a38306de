// Every finding quotes the seed and says whether the seed states the demand or it is inferred (issue 25, item 6);
// --inferred-as-warnings (option `inferred: "warning"`) turns inferred failures into warnings, never stated ones.
import { describe, expect, it } from "vitest";
import { manyFailuresServer } from "./support/many-failures.ts";
import { runAgainst } from "./support/run.ts";
import { loadStatements } from "../../conformance/coverage/index.ts";

const words = new Set(loadStatements().map((s) => s.words));

describe("seed quotes and demands", () => {
  it("every finding of a broken server quotes the seed's exact words and is stated or inferred; inferred ones can be warnings", async () => {
    const server = manyFailuresServer();
    try {
      const strict = await runAgainst(server.fetch, { runs: 2 });
      const failures = strict.findings.filter((f) => f.severity === "failure");
      expect(failures.length).toBeGreaterThan(5);
      for (const f of strict.findings) {
        expect(f.quote, `${f.rule}: ${f.title}`).toBeDefined();
        expect(f.quote!.words.length).toBeGreaterThan(0);
        for (const w of f.quote!.words) expect(words.has(w)).toBe(true);
        expect(["stated", "inferred"]).toContain(f.demand);
      }
      const inferred = failures.filter((f) => f.demand === "inferred");
      const stated = failures.filter((f) => f.demand === "stated");
      expect(inferred.length).toBeGreaterThan(0);
      expect(stated.length).toBeGreaterThan(0);

      const lenient = await runAgainst(server.fetch, { runs: 2, inferred: "warning" });
      const key = (f: { rule: string; operation?: string; title: string }) => `${f.rule} ${f.operation} ${f.title}`;
      const lenientFailures = new Set(lenient.findings.filter((f) => f.severity === "failure").map(key));
      for (const f of lenient.findings.filter((f) => f.severity === "failure")) expect(f.demand).toBe("stated");
      // Stated failures stay failures; inferred ones are warnings now.
      for (const f of stated) expect(lenientFailures.has(key(f))).toBe(true);
      expect(lenient.findings.some((f) => f.severity === "warning" && f.demand === "inferred")).toBe(true);
    } finally {
      server.close();
    }
  }, 180_000);
});
