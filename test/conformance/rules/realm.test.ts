// Every realm (profile fields, linkifiers, attachments) rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/realm/index.ts";
import { BROKEN } from "../broken/realm.ts";
import { int32Ids, maxSafeIdAccepted } from "../broken/_wide-ids.ts";
import { proveRules } from "../support/prove.ts";
import { brokenServer, isOperation, jsonResponse, referenceServer, type Fetch } from "../support/reference.ts";
import { failedRules, runAgainst } from "../support/run.ts";

describe("realm rules", () => proveRules(rules, BROKEN));

describe("an unknown-ID rule reports every edge it finds broken", () => {
  it("a server cutting IDs to 32 bits and taking 2^53 - 1 gets one finding per edge", async () => {
    const RULE = "realm/attachment-delete-unknown-id";
    // 2^53 - 1 taken before the cut (which would make it 2^32 - 1), every other ID cut.
    const server = referenceServer();
    const cut = int32Ids()(server.fetch);
    const taken = brokenServer(maxSafeIdAccepted("DELETE /attachments/{attachment_id}"));
    const fetch: Fetch = (req) => (new URL(req.url).pathname.endsWith(`/${Number.MAX_SAFE_INTEGER}`) ? taken.fetch(req) : cut(req));
    try {
      const report = await runAgainst(fetch, { only: [RULE] });
      const titles = report.findings.filter((f) => f.rule === RULE).map((f) => f.title);
      expect(titles.some((t) => t.endsWith("(an unknown ID at 2^32 + N)"))).toBe(true);
      expect(titles.some((t) => t.endsWith("(an unknown ID at 2^53 - 1)"))).toBe(true);
    } finally {
      server.close();
      taken.close();
    }
  });
});

describe("records of unshown shape: an absent attribute is not a failure", () => {
  it("a listing without display_in_profile_summary and required fails neither round trip", async () => {
    const rules = ["realm/profile-field-summary-round-trip", "realm/profile-field-required"];
    const server = brokenServer({
      response: (req, res, json) =>
        isOperation(req, "GET /realm/profile_fields") && Array.isArray(json?.custom_fields)
          ? jsonResponse({ ...json, custom_fields: json.custom_fields.map(({ display_in_profile_summary: _s, required: _r, ...f }: any) => f) }, res)
          : res,
    });
    try {
      const report = await runAgainst(server.fetch, { only: rules });
      expect(failedRules(report)).toEqual([]);
      expect(report.notes.filter((n) => rules.some((r) => n.startsWith(r))).length).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});
