import { describe, expect, it } from "vitest";
import { createChatClient } from "../../client/index.ts";
import { featureLevelOf, getServerFeatures, newestFeatureLevel, supportsField, supportsOperation } from "../../client/feature-level.ts";
import { OPERATIONS } from "./requests.ts";

const serverWith = (settings: object) =>
  createChatClient({
    baseUrl: "http://chat.invalid",
    fetch: async (r) => {
      expect(new URL(r.url).pathname).toBe("/api/v1/server_settings");
      expect(r.headers.get("authorization")).toBeNull();
      return new Response(JSON.stringify({ result: "success", msg: "", ...settings }), { headers: { "content-type": "application/json" } });
    },
  });

describe("feature levels", () => {
  it("reads the level from /server_settings, a missing level counting as 0", async () => {
    expect((await getServerFeatures(serverWith({ service_feature_level: 200 }))).level).toBe(200);
    expect((await getServerFeatures(serverWith({}))).level).toBe(0);
    expect(featureLevelOf({ zulip_feature_level: 185 })).toBe(185);
    expect(featureLevelOf({ service_feature_level: "9" })).toBe(0);
  });

  it("answers per level, operation and field from the spec's x-feature-level data", async () => {
    const at200 = await getServerFeatures(serverWith({ service_feature_level: 200 }));
    expect(at200.supports(179)).toBe(true);
    expect(at200.supports(201)).toBe(false);
    expect(at200.supportsOperation("create-scheduled-message")).toBe(true); // added 179
    expect(at200.supportsField("create-scheduled-message", "read_by_sender")).toBe(false); // added 236
    expect(at200.supportsField("create-scheduled-message", "scheduled_message_id")).toBe(false); // removed 184
    expect(supportsField(180, "create-scheduled-message", "scheduled_message_id")).toBe(true);
    expect(supportsOperation(178, "create-scheduled-message")).toBe(false);
    const none = await getServerFeatures(serverWith({}));
    expect(none.supportsOperation("get-server-settings")).toBe(true);
    expect(() => none.supportsOperation("no-such-operation")).toThrow(/unknown operationId/);
  });

  it("knows every operation, and the newest level", () => {
    for (const op of OPERATIONS) expect(supportsOperation(newestFeatureLevel, op.operationId)).toBe(!op.operation["x-feature-level"]?.removed);
    expect(newestFeatureLevel).toBe(267);
  });

  it("throws when /server_settings itself fails", async () => {
    const broken = createChatClient({
      baseUrl: "http://chat.invalid",
      fetch: async () => new Response(JSON.stringify({ result: "error", msg: "boom", code: "BAD_REQUEST" }), { status: 400, headers: { "content-type": "application/json" } }),
    });
    await expect(getServerFeatures(broken)).rejects.toThrow(/400: boom/);
  });
});
