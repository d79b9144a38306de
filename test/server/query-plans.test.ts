import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { seedScale } from "../../bench/lib/scale.ts";
import { runConformance, RULES } from "../../conformance/index.ts";

// Every statement the reference server prepares while the conformance suite exercises every operation, read with
// EXPLAIN QUERY PLAN over a (small) --scale realm: a statement that looks rows up by a value (WHERE col = ?) never
// scans a large table. Lists (no such condition) may.
const LARGE = ["users", "messages", "user_messages", "subscriptions", "streams", "reactions", "recipients", "user_groups", "user_group_members", "drafts", "scheduled_messages", "muted_users"];

describe("query plans", () => {
  it("no lookup by a value scans a large table", async () => {
    const app = createApp({ db: ":memory:", log: () => {} });
    seedScale(app.db, app.spec, undefined, 0.02);
    const seen = new Set<string>();
    const prepare = app.db.prepare.bind(app.db);
    (app.db as { prepare: typeof prepare }).prepare = ((sql: string) => {
      seen.add(sql);
      return prepare(sql);
    }) as typeof prepare;
    const report = await runConformance({ url: "http://plans.test", fetch: (r) => app.fetch(r), accounts: { kind: "dev" }, seed: 3, runs: 1, rules: RULES });
    expect(report.summary.requests).toBeGreaterThan(100);
    const scans: string[] = [];
    let planned = 0;
    for (const sql of seen) {
      if (!/\bWHERE\b[^;]*=\s*\?/i.test(sql) || /^\s*(INSERT|CREATE|PRAGMA)/i.test(sql)) continue;
      const explain = prepare(`EXPLAIN QUERY PLAN ${sql}`);
      // better-sqlite3 wants every parameter bound: NULLs do for a plan.
      let plan: { detail: string }[] | undefined;
      for (let n = 0; n <= 20 && !plan; n++) {
        try {
          plan = explain.all(...Array(n).fill(null)) as { detail: string }[];
        } catch (err) {
          if (!/parameter/i.test((err as Error).message)) throw err;
        }
      }
      planned++;
      for (const { detail } of plan ?? []) {
        // "SCAN t" and "SCAN t USING [COVERING] INDEX i" both read the whole table or index; "SEARCH" is a lookup.
        const m = /^SCAN (\w+)/.exec(detail);
        if (m && LARGE.includes(m[1])) scans.push(`${detail}  ←  ${sql.replace(/\s+/g, " ").trim()}`);
      }
    }
    app.close();
    expect(scans).toEqual([]);
    expect(planned).toBeGreaterThan(20);
  }, 120_000);
});
