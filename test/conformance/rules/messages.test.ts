// Every messages rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/messages/index.ts";
import { BROKEN, SEED_ONLY_BROKEN } from "../broken/messages.ts";
import { proveRules, serverFor } from "../support/prove.ts";
import { brokenServer, isOperation, jsonResponse } from "../support/reference.ts";
import { failedRules, runAgainst } from "../support/run.ts";

describe("messages rules", () => proveRules(rules, BROKEN));

// A capability gap skips only what needs it: on the seed-only profile (no POST /messages, no GET /messages) these
// rules read the messages the server holds, found by ID from the channels' first messages, and still pass on the
// reference server and fail on a server that breaks what they read.
describe("message rules on the seed-only profile read the messages the server holds", () => {
  const SEED_ONLY = { profile: "seed-only" as const };
  for (const [id, broken] of Object.entries(SEED_ONLY_BROKEN)) {
    it(`${id} passes, and fails on a server that breaks it`, async () => {
      const good = serverFor({ server: SEED_ONLY });
      try {
        const report = await runAgainst(good.fetch, { only: [id] });
        expect(report.rules.map((r) => `${r.id}: ${r.status}${r.reason ? ` (${r.reason})` : ""}`)).toEqual([`${id}: passed`]);
        expect(report.findings.filter((f) => f.rule === id)).toEqual([]);
      } finally {
        good.close();
      }
      const bad = serverFor({ ...broken, server: { ...broken.server, ...SEED_ONLY } });
      try {
        expect(failedRules(await runAgainst(bad.fetch, { only: [id] }))).toEqual([id]);
      } finally {
        bad.close();
      }
    });
  }
});

// A capability gap skips only what needs it: without Zulip's POST /realm/filters the topic-link rules change the
// development realm's existing linkifier with the seed's PATCH /realm/filters/{filter_id} (found through GET
// /realm/linkifiers, or the register response where that is missing too) and put it back; with no linkifier to find,
// they are skipped, saying why.
describe("topic-link rules on a server without POST /realm/filters", () => {
  const TOPIC_LINK_RULES = ["messages/topic-links", "messages/topic-links-template-operators"];
  const without = (ops: string[]) =>
    brokenServer({ request: (req) => (ops.some((op) => isOperation(req, op)) ? jsonResponse({ result: "error", msg: "Not found", code: "NOT_FOUND" }, undefined, 404) : undefined) });
  const statuses = async (ops: string[]) => {
    const server = without(ops);
    try {
      const report = await runAgainst(server.fetch, { only: TOPIC_LINK_RULES });
      expect(report.findings.filter((f) => f.severity === "failure")).toEqual([]);
      return report.rules.map((r) => `${r.id}: ${r.status}${r.reason ? ` (${r.reason})` : ""}`).sort();
    } finally {
      server.close();
    }
  };
  it("change the existing linkifier found with GET /realm/linkifiers", async () => {
    expect(await statuses(["POST /realm/filters"])).toEqual(TOPIC_LINK_RULES.map((id) => `${id}: passed`).sort());
  });
  it("or with the register response's realm_linkifiers", async () => {
    expect(await statuses(["POST /realm/filters", "GET /realm/linkifiers"])).toEqual(TOPIC_LINK_RULES.map((id) => `${id}: passed`).sort());
  });
  it("and are skipped, saying why, where nothing reaches a linkifier", async () => {
    const got = await statuses(["POST /realm/filters", "GET /realm/linkifiers", "POST /register"]);
    expect(got).toHaveLength(2);
    for (const line of got) expect(line).toMatch(/skipped .*no linkifier to change/);
  });
});
