// Every events rule passes on the reference server and fails on a server that breaks exactly it; the heartbeat
// rule is slow and runs only when asked to.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/events/index.ts";
import { BROKEN } from "../broken/events.ts";
import { proveRules } from "../support/prove.ts";
import { brokenServer, formFields, isOperation, jsonResponse, referenceServer } from "../support/reference.ts";
import { runAgainst } from "../support/run.ts";

describe("events rules", () => {
  proveRules(rules, BROKEN);

  it("events/heartbeat is skipped unless slow rules are asked for", async () => {
    const server = referenceServer();
    try {
      const report = await runAgainst(server.fetch, { only: ["events/heartbeat"] });
      expect(report.rules.map((r) => [r.id, r.status, r.reason])).toEqual([["events/heartbeat", "skipped", "slow; run with --slow"]]);
    } finally {
      server.close();
    }
  });
});

// A capability gap skips only what needs it: a server lacking some of Zulip's settings (listing them in
// ignored_parameters_unsupported, or refusing them) still has every settings-event rule read, through another setting.
describe("settings-event rules on a server lacking some settings", () => {
  const LACKING = ["twenty_four_hour_time", "high_contrast_mode"];
  const REFUSED = ["dense_mode", "enable_sounds"];
  const SETTINGS_RULES = [
    "events/user-settings-event",
    "events/user-settings-audience",
    "events/user-settings-language-name",
    "events/legacy-settings-events",
    "events/legacy-language-name",
    "events/legacy-settings-only-without-capability",
    "events/event-types-filter",
    "events/id-and-type",
  ];
  it("runs the settings rules through the settings it accepts", async () => {
    const server = brokenServer(
      {
        request: async (req) => {
          if (!isOperation(req, "PATCH /settings")) return undefined;
          const names = Object.keys(await formFields(req));
          if (names.some((n) => REFUSED.includes(n))) return jsonResponse({ result: "error", msg: "Unknown setting", code: "BAD_REQUEST" }, undefined, 400);
          const ignored = names.filter((n) => LACKING.includes(n));
          return ignored.length ? jsonResponse({ result: "success", msg: "", ignored_parameters_unsupported: ignored }) : undefined;
        },
      },
      { heartbeatMs: 200 },
    );
    try {
      const report = await runAgainst(server.fetch, { only: SETTINGS_RULES });
      expect(report.rules.map((r) => `${r.id}: ${r.status}${r.reason ? ` (${r.reason})` : ""}`).sort()).toEqual(SETTINGS_RULES.map((id) => `${id}: passed`).sort());
      expect(report.findings.filter((f) => f.severity === "failure")).toEqual([]);
    } finally {
      server.close();
    }
  });
});
