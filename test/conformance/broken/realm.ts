// Broken servers for the realm rules (profile fields, linkifiers, attachments): the reference server with exactly
// one behaviour changed, one per rule. Also the shape shared by the broken-server maps of the realm, drafts,
// messages, scheduled-messages and events areas.
import { expect, it } from "vitest";
import type { AppOptions } from "../../../server/app.ts";
import type { ConformanceOptions } from "../../../conformance/engine/options.ts";
import type { Rule } from "../../../conformance/rules/types.ts";
import { brokenServer, formFields, isOperation, jsonResponse, referenceServer, type Breakage } from "../support/reference.ts";
import { failedRules, runAgainst } from "../support/run.ts";

export interface BrokenCase {
  breakage: Breakage;
  /** Options of both servers (the reference one the rule passes on, and the broken one). */
  server?: AppOptions;
  /** Options of both runs. */
  run?: Partial<ConformanceOptions>;
  /** The note the rule leaves on the reference server (by default it leaves none: it tested something). */
  note?: RegExp;
}

/**
 * The two tests of every rule of an area: it passes on the reference server (not skipped, no finding, no note
 * saying it had nothing to test) and fails, alone, on the server that breaks it.
 */
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
      const server = brokenServer(b.breakage, b.server);
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

export const success = (extra: Record<string, unknown> = {}) => jsonResponse({ result: "success", msg: "", ...extra }, undefined, 200);

const FIELD = "POST /realm/profile_fields";
const LINKIFIER = "PATCH /realm/filters/{filter_id}";

/** An error answer of `op` whose msg matches `msg` becomes a success (with `extra`). */
function acceptWhen(op: string, msg: RegExp, extra: Record<string, unknown> = {}): Breakage {
  return {
    response: (req, res, json) => (isOperation(req, op) && json?.result === "error" && msg.test(json.msg) ? success(extra) : res),
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "realm/profile-field-create": {
    breakage: { response: (req, res, json) => (isOperation(req, FIELD) && json?.result === "success" ? jsonResponse({ ...json, id: String(json.id) }, res) : res) },
  },
  "realm/profile-field-admin-only": {
    breakage: {
      request: (req) => (isOperation(req, FIELD) && !["iago@zulip.com", "desdemona@zulip.com"].includes(callerEmail(req) ?? "") ? success({ id: 4242 }) : undefined),
    },
  },
  "realm/profile-field-type-range": { breakage: acceptWhen(FIELD, /^Invalid field[ _]type/, { id: 4242 }) },
  "realm/profile-field-type-8": {
    breakage: {
      request: async (req) =>
        isOperation(req, FIELD) && (await formFields(req)).field_type === "8" ? jsonResponse({ result: "error", msg: "Invalid field type.", code: "BAD_REQUEST" }, undefined, 400) : undefined,
    },
  },
  "realm/profile-field-type-8-before-151": { server: { featureLevel: 150 }, breakage: acceptWhen(FIELD, /^Invalid field[ _]type/, { id: 4242 }) },
  "realm/profile-field-summary-limit": { breakage: acceptWhen(FIELD, /^Only 2 custom profile fields/, { id: 4242 }) },
  "realm/profile-field-summary-types": { breakage: acceptWhen(FIELD, /^Field type not supported for display in profile summary/, { id: 4242 }) },
  "realm/linkifier-update-unknown-id": { breakage: acceptWhen(LINKIFIER, /^Linkifier not found/) },
  "realm/linkifier-update-invalid-pattern": { breakage: acceptWhen(LINKIFIER, /^Bad regular expression/) },
  "realm/linkifier-update-invalid-template": { breakage: acceptWhen(LINKIFIER, /^Invalid URL template/) },
  "realm/attachment-delete-unknown-id": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "DELETE /attachments/{attachment_id}") && json?.msg === "Invalid attachment" ? jsonResponse({ ...json, msg: "Invalid attachment ID" }, res) : res,
    },
  },
};
