// The two proofs of every catalogue rule, shared by all areas: it passes on the reference server (not skipped, no
// finding, no note saying it had nothing to test) and fails, alone, on a server that breaks exactly it.
import { expect, it } from "vitest";
import type { AppOptions } from "../../../server/app.ts";
import type { ConformanceOptions } from "../../../conformance/engine/options.ts";
import type { Rule } from "../../../conformance/rules/types.ts";
import { brokenServer, jsonResponse, referenceServer, type Breakage, type Fetch, type TestServer } from "./reference.ts";
import { failedRules, runAgainst } from "./run.ts";

export interface BrokenCase {
  /** Answer or rewrite on the wire (see reference.ts). */
  breakage?: Breakage;
  /** Or wrap the reference server's fetch (e.g. to rewrite a request before the server sees it). */
  wrap?: (fetch: Fetch) => Fetch;
  /** Options of both servers (the reference one the rule passes on, and the broken one). */
  server?: AppOptions;
  /** Options of both runs. */
  run?: Partial<ConformanceOptions>;
  /** The note the rule leaves on the reference server (by default it leaves none: it tested something). */
  note?: RegExp;
}

/** The broken server of a case. */
export function serverFor(c: BrokenCase): TestServer {
  if (c.wrap) {
    const s = referenceServer(c.server);
    return { fetch: c.wrap(s.fetch), close: s.close };
  }
  return brokenServer(c.breakage ?? {}, c.server);
}

export function proveRules(rules: Rule[], broken: Record<string, BrokenCase>): void {
  for (const rule of rules) {
    const b = broken[rule.id];
    it(`${rule.id} passes on the reference server`, async () => {
      const server = referenceServer(b?.server);
      try {
        const report = await runAgainst(server.fetch, { only: [rule.id], ...b?.run });
        expect(report.rules.map((r) => `${r.id}: ${r.status}${r.reason ? ` (${r.reason})` : ""}`)).toEqual([`${rule.id}: passed`]);
        expect(report.findings.filter((f) => f.rule === rule.id)).toEqual([]);
        const notes = report.notes.filter((n) => n.startsWith(`${rule.id}:`));
        if (b?.note) expect(notes.some((n) => b.note!.test(n))).toBe(true);
        else expect(notes).toEqual([]);
      } finally {
        server.close();
      }
    });
    it(`${rule.id} fails on a server that breaks it`, async () => {
      const server = serverFor(b);
      try {
        const report = await runAgainst(server.fetch, { only: [rule.id], ...b.run });
        expect(failedRules(report)).toEqual([rule.id]);
      } finally {
        server.close();
      }
    });
  }

  it("every rule has a broken server, and every broken server a rule", () => {
    expect(Object.keys(broken).sort()).toEqual(rules.map((r) => r.id).sort());
  });
}

/** The API email of a request's Basic credentials. */
export function callerEmail(request: Request): string | undefined {
  const auth = request.headers.get("authorization");
  if (!auth?.startsWith("Basic ")) return undefined;
  return Buffer.from(auth.slice(6), "base64").toString("utf8").split(":")[0];
}

/** A success envelope with extra fields. */
export const success = (extra: Record<string, unknown> = {}) => jsonResponse({ result: "success", msg: "", ...extra }, undefined, 200);
