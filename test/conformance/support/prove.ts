// The two proofs of every catalogue rule, shared by all areas: it passes on the reference server (not skipped, no
// finding, no note saying it had nothing to test) and fails, alone, on a server that breaks exactly it.
import { expect, it } from "vitest";
import type { AppOptions } from "../../../server/app.ts";
import type { ConformanceOptions } from "../../../conformance/engine/options.ts";
import type { Rule } from "../../../conformance/rules/types.ts";
import { brokenServer, jsonResponse, referenceServer, type Breakage, type Fetch, type TestServer } from "./reference.ts";
import { failedRules, runAgainst } from "./run.ts";
import { devApiKey } from "./dev-keys.ts";

export interface BrokenCase {
  /** Answer or rewrite on the wire (see reference.ts). */
  breakage?: Breakage;
  /** Or wrap the reference server's fetch (e.g. to rewrite a request before the server sees it). */
  wrap?: (fetch: Fetch) => Fetch;
  /** Options of both servers (the reference one the rule passes on, and the broken one). */
  server?: AppOptions;
  /** Options of both runs. */
  run?: Partial<ConformanceOptions>;
  /** Brings both servers (the reference one and the broken one) to the state the rule needs, before each run. */
  setup?: (fetch: Fetch) => Promise<void>;
  /**
   * The rule reports a warning, not a failure, on this broken server (a Zulip extra the seed does not ask for, such
   * as multipart bodies): the broken run has a warning of the rule and no failure at all.
   */
  warns?: boolean;
  /** The note the rule leaves on the reference server (by default it leaves none: it tested something). */
  note?: RegExp;
  /**
   * More broken servers, for a rule that reads several halves of a statement: each breaks another half, and the rule
   * must fail on each too. Each takes server, run and setup from the case unless it sets its own.
   */
  also?: Omit<BrokenCase, "also" | "note">[];
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
        await b?.setup?.(server.fetch);
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
    const cases: BrokenCase[] = [b, ...(b?.also ?? []).map((more) => ({ server: b.server, run: b.run, setup: b.setup, warns: b.warns, ...more }))];
    cases.forEach((c, i) =>
      it(`${rule.id} fails on a server that breaks it${i ? ` (${i + 1})` : ""}`, async () => {
        const server = serverFor(c);
        try {
          await c?.setup?.(server.fetch);
          const report = await runAgainst(server.fetch, { only: [rule.id], ...c?.run });
          if (c?.warns) {
            expect(failedRules(report)).toEqual([]);
            expect(report.findings.filter((f) => f.rule === rule.id && f.severity === "warning").length).toBeGreaterThan(0);
          } else expect(failedRules(report)).toEqual([rule.id]);
        } finally {
          server.close();
        }
      }),
    );
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

/** A call to the reference API as a development account (its known key), for setups. */
export async function callAs(fetch: Fetch, email: string, method: string, path: string, form?: Record<string, unknown>): Promise<any> {
  const url = new URL(`http://conformance.test/api/v1${path}`);
  const init: RequestInit = { method, headers: { authorization: `Basic ${Buffer.from(`${email}:${devApiKey(email)}`).toString("base64")}` } };
  if (form) {
    const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
    if (method === "GET") for (const [k, v] of body) url.searchParams.set(k, v);
    else {
      init.body = body.toString();
      (init.headers as Record<string, string>)["content-type"] = "application/x-www-form-urlencoded";
    }
  }
  return (await fetch(new Request(url, init))).json();
}

/**
 * A restricted guest: the organization lets only members and above access every user (server option), and the
 * development realm's guest (polonius) leaves every channel, so that it shares none with the other accounts and
 * cannot access them. For the rules on inaccessible users and on who receives realm_user events.
 */
export const RESTRICTED_GUEST = {
  server: { realmSettings: { can_access_all_users_group: "role:members" } } satisfies AppOptions,
  async setup(fetch: Fetch): Promise<void> {
    const admin = "iago@zulip.com";
    const users: any[] = (await callAs(fetch, admin, "GET", "/users")).members ?? [];
    const guest = users.find((u) => u.email === "polonius@zulip.com");
    const channels: any[] = (await callAs(fetch, "polonius@zulip.com", "GET", "/streams", { include_public: false })).streams ?? [];
    if (!guest || !channels.length) throw new Error("setup: no guest or no channel of the guest");
    const left = await callAs(fetch, admin, "DELETE", "/users/me/subscriptions", { subscriptions: channels.map((c) => c.name), principals: [guest.user_id] });
    if (left.result !== "success") throw new Error(`setup: the guest could not leave its channels: ${JSON.stringify(left)}`);
  },
};
