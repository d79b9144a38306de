// Every server-settings rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/server-settings/index.ts";
import { BROKEN, CORRECT, settings } from "../broken/server-settings.ts";
import { runAgainst } from "../support/run.ts";
import { proveRules, serverFor } from "../support/prove.ts";

describe("server-settings rules", () => {
  proveRules(rules, BROKEN);

  for (const { name, c } of CORRECT) {
    it(`every rule passes with ${name}`, async () => {
      const server = serverFor(c);
      try {
        const report = await runAgainst(server.fetch, { only: ["server-settings/*"] });
        expect(report.findings.filter((f) => f.severity === "failure")).toEqual([]);
        expect(report.rules.filter((r) => r.status !== "passed" && r.status !== "skipped")).toEqual([]);
      } finally {
        server.close();
      }
    });
  }

  it("no key of the settings is required by the response schema either", async () => {
    const server = serverFor({ breakage: settings(({ result, msg }) => ({ result, msg })) });
    try {
      const report = await runAgainst(server.fetch, { only: ["checks/response_schema_conformance", "server-settings/*"], runs: 1 });
      expect(report.findings.filter((f) => f.severity === "failure" && (f.operation === "GET /server_settings" || f.rule.startsWith("server-settings/")))).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("a server that sends its level under Zulip's name only is tested at that level", async () => {
    const server = serverFor({ breakage: settings(({ service_feature_level: _dropped, ...rest }) => ({ ...rest, zulip_feature_level: 199 })) });
    try {
      const report = await runAgainst(server.fetch, { only: ["server-settings/*"] });
      expect(report.target).toMatchObject({ advertisedLevel: 199, testedLevel: 199 });
    } finally {
      server.close();
    }
  });

  it("a server that omits the feature level (under both names) is tested as level 0", async () => {
    const server = serverFor({ breakage: settings(({ service_feature_level: _dropped, zulip_feature_level: _too, ...rest }) => rest) });
    try {
      const report = await runAgainst(server.fetch, { only: ["server-settings/*", "streams/update-default-stream-round-trip"] });
      expect(report.target).toMatchObject({ advertisedLevel: 0, testedLevel: 0 });
      expect(report.rules.find((r) => r.id === "streams/update-default-stream-round-trip")).toMatchObject({ status: "skipped", reason: "needs feature level 200 (PATCH /streams/{stream_id} body.is_default_stream); testing level 0" });
    } finally {
      server.close();
    }
  });
});
