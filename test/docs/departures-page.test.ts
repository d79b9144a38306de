// The "Seed coverage" page's departure matrix (issue 25, item 5): the counts per kind, the gaps, the known misses and
// every statement's cells, from the catalogue of departures (test/departures/) as data.
import { describe, expect, it } from "vitest";
import { DEPARTURE_KINDS, KIND_MEANINGS, RESERVED_KINDS, departureMatrix } from "../../conformance/coverage/index.ts";
import { departureMatrixSection } from "../../scripts/build-docs.ts";
import { renderMarkdown } from "../../scripts/lib/markdown.ts";
import { loadCatalogue, loadExemptions } from "../departures/index.ts";

describe("seed coverage page: departures", () => {
  it("shows the matrix's figures, a row per kind, the gaps, the known misses and each statement's cells", async () => {
    const departures = await loadCatalogue();
    const m = departureMatrix(departures, loadExemptions());
    const html = renderMarkdown(departureMatrixSection({ ...m, kinds: DEPARTURE_KINDS, meanings: KIND_MEANINGS, reserved: RESERVED_KINDS as Record<string, string>, departures }));
    const c = m.counts;
    expect(html).toContain(`${c.statements} statements, ${c.applicable} applicable cells: ${c.caught} caught, ${c.missed} missed`);
    for (const k of DEPARTURE_KINDS) expect(html).toContain(`<code>${k}</code>`);
    for (const d of departures.filter((x) => x.knownMiss)) expect(html).toContain(`<code>${d.id}</code>`);
    for (const cell of m.cells.filter((x) => x.status === "gap")) expect(html).toContain(`<code>${cell.statement}</code> (${cell.kind})`);
    if (!m.counts.gaps) expect(html).toContain("No gap");
    const some = m.cells.find((x) => x.status === "caught")!;
    expect(html).toContain(`<code>${some.departures[0]}</code>`);
  });

  it("says why when the catalogue is not available", () => {
    expect(departureMatrixSection(undefined, "not in this copy")).toContain("not available (not in this copy)");
  });
});
