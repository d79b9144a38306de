import { describe, expect, it } from "vitest";
import { collectLevels, dereference, listOperations, readSpec, specAtLevel } from "../../lib/spec/index.ts";
import { seedTable } from "../support/seed.ts";

const annotated = collectLevels(readSpec());
const table = seedTable(["Level", "Change"]);

/**
 * The levels a versioning row dates changes to. Most rows list them in the Level column ("96, 117, 126"); the row
 * headed "158 onward" dates its changes in the text ("renamed ... at 197", "introduced at 161 ... (142 for read)")
 * and dates nothing to 158 itself.
 */
function levelsOfRow(row: Record<string, string>): number[] {
  if (/onward/.test(row.Level)) return [...row.Change.matchAll(/\b(\d{2,3})\b/g)].map((m) => Number(m[1]));
  return [...row.Level.matchAll(/\d+/g)].map((m) => Number(m[0]));
}

describe("feature levels", () => {
  it("the seed's versioning table has its rows", () => {
    expect(table.length).toBeGreaterThan(30);
  });

  it.each(table.map((r) => [r.Level, r] as const))("level row %s is annotated in the spec", (_, row) => {
    const levels = levelsOfRow(row);
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) expect(annotated.has(level), `level ${level} (${row.Change})`).toBe(true);
  });

  it("levels mentioned elsewhere in the seed are annotated too", () => {
    // Subscription entries: email_address removed at 226, role at 133; bots mutable from 188; can_mention_group
    // integer-or-object from 258; the deactivation event form at 222; ignored_parameters_unsupported from 167.
    for (const level of [133, 226, 188, 258, 222, 167, 89, 120, 92, 136, 171, 248]) {
      expect(annotated.has(level), String(level)).toBe(true);
    }
  });
});

const opsAt = (level: number) => listOperations(dereference(specAtLevel(readSpec(), level)));
const field = (level: number, operationId: string, name: string) =>
  opsAt(level).find((o) => o.operationId === operationId)?.body?.fields.find((f) => f.name === name);
const param = (level: number, operationId: string, name: string) =>
  opsAt(level).find((o) => o.operationId === operationId)?.parameters.find((p) => p.name === name);
const hasOp = (level: number, operationId: string) => opsAt(level).some((o) => o.operationId === operationId);
const schemaAt = (level: number, name: string) => dereference(specAtLevel(readSpec(), level)).components.schemas[name];

// Table-driven: what the level view must drop, keep, rename and patch.
describe.each([
  { level: 0, dropped: ["create-scheduled-message", "mute-user", "update-linkifier"] },
  { level: 47, dropped: ["mute-user"] },
  { level: 48, kept: ["mute-user"] },
  { level: 178, dropped: ["create-scheduled-message"] },
  { level: 179, kept: ["create-scheduled-message"] },
  { level: 267, kept: ["create-scheduled-message", "mute-user", "update-linkifier"] },
])("operations at level $level", ({ level, dropped = [], kept = [] }) => {
  it.each(dropped)("drops %s", (id) => expect(hasOp(level, id)).toBe(false));
  it.each(kept)("keeps %s", (id) => expect(hasOp(level, id)).toBe(true));
});

describe("parameters and fields in the level view", () => {
  it("can_remove_subscribers_group: absent before 161, named _id until 197, current name from 197", () => {
    expect(field(160, "update-stream", "can_remove_subscribers_group")).toBeUndefined();
    expect(field(160, "update-stream", "can_remove_subscribers_group_id")).toBeUndefined();
    expect(field(161, "update-stream", "can_remove_subscribers_group_id")?.jsonEncoded).toBe(true);
    expect(field(196, "update-stream", "can_remove_subscribers_group")).toBeUndefined();
    expect(field(197, "update-stream", "can_remove_subscribers_group")).toBeDefined();
  });

  it("description was JSON-encoded before 64", () => {
    expect(field(63, "update-stream", "description")?.jsonEncoded).toBe(true);
    expect(field(64, "update-stream", "description")?.jsonEncoded).toBe(false);
  });

  it("client_gravatar defaulted to false before 92", () => {
    expect(param(91, "get-user", "client_gravatar")?.schema.default).toBe(false);
    expect(param(92, "get-user", "client_gravatar")?.schema.default).toBe(true);
  });

  it("invitation expiry: days from 96 (null from 117), minutes from 126", () => {
    expect(field(95, "send-invites", "invite_expires_in_days")).toBeUndefined();
    expect(field(96, "send-invites", "invite_expires_in_days")?.schema.type).toBe("integer");
    expect(field(117, "send-invites", "invite_expires_in_days")?.schema.type).toEqual(["integer", "null"]);
    expect(field(126, "send-invites", "invite_expires_in_days")).toBeUndefined();
    expect(field(126, "send-invites", "invite_expires_in_minutes")).toBeDefined();
  });

  it("stream_ids needed at least one channel before 180", () => {
    expect(field(179, "send-invites", "stream_ids")?.schema.minItems).toBe(1);
    expect(field(180, "send-invites", "stream_ids")?.schema.minItems).toBeUndefined();
  });

  it("group update: name and description required before 165", () => {
    expect(field(164, "update-user-group", "name")?.required).toBe(true);
    expect(field(165, "update-user-group", "name")?.required).toBe(false);
  });

  it("can_mention_group: integer before 258, value before 260, {new, old} from 260", () => {
    expect(field(190, "create-user-group", "can_mention_group")).toBeUndefined();
    expect(field(191, "create-user-group", "can_mention_group_id")?.schema.type).toBe("integer");
    expect(field(258, "create-user-group", "can_mention_group")?.schema.oneOf).toHaveLength(2);
    expect(field(259, "update-user-group", "can_mention_group")?.schema.oneOf).toHaveLength(2);
    expect(field(260, "update-user-group", "can_mention_group")?.schema.required).toEqual(["new"]);
  });

  it("enum values follow their levels", () => {
    expect(field(247, "create-scheduled-message", "type")?.schema.enum).toEqual(["direct", "stream", "private"]);
    expect(field(248, "create-scheduled-message", "type")?.schema.enum).toContain("channel");
    expect(field(150, "create-custom-profile-field", "field_type")?.schema.enum).not.toContain(8);
    expect(schemaAt(59, "Role").enum).toEqual([100, 200, 400, 600]);
    expect(schemaAt(60, "Role").enum).toContain(300);
    const retention = (level: number) => field(level, "update-stream", "message_retention_days")!.schema.oneOf[1].enum;
    expect(retention(90)).toEqual(["realm_default", "forever"]);
    expect(retention(91)).toEqual(["realm_default", "unlimited"]);
  });

  it("response properties follow their levels", () => {
    expect(schemaAt(253, "Channel").properties.creator_id).toBeUndefined();
    expect(schemaAt(253, "Channel").required).not.toContain("creator_id");
    expect(schemaAt(254, "Channel").required).toContain("creator_id");
    expect(schemaAt(196, "Channel").properties.can_remove_subscribers_group_id).toBeDefined();
    expect(schemaAt(162, "OwnUser").required).not.toContain("delivery_email");
    expect(schemaAt(163, "OwnUser").required).toContain("delivery_email");
    expect(schemaAt(166, "JsonSuccess").properties.ignored_parameters_unsupported).toBeUndefined();
    expect(schemaAt(88, "UserSettingsEvent")).toBeUndefined();
    expect(schemaAt(89, "UserSettingsEvent")).toBeDefined();
    expect(schemaAt(225, "Subscription").properties.email_address).toBeDefined();
    expect(schemaAt(226, "Subscription").properties.email_address).toBeUndefined();
  });
});
