// POST /realm/profile_fields: the seed lists `name` as optional ("Body: `name` string optional"), so a field is
// created without one, where Zulip refuses it. The seed wins on every profile.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

describe.each(["zulip", "seed-only"] as const)("POST /realm/profile_fields without name (%s profile)", (profile) => {
  const s = new TestServer({ profile });
  afterAll(() => s.close());
  const created = async (params: Record<string, unknown>) => {
    const r = await s.call(DEV.admin, "POST", "/realm/profile_fields", params);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Number.isInteger(r.body.id)).toBe(true);
    return r.body.id as number;
  };
  const stored = (id: number) => s.app.db.prepare("SELECT name, hint, field_type FROM custom_profile_fields WHERE id = ?").get(id) as any;

  it("creates a field with no label, of every type that needs no field_data", async () => {
    for (const field_type of [1, 2, 4, 5, 6, 8]) {
      const id = await created({ field_type });
      expect(stored(id)).toEqual({ name: "", hint: "", field_type });
    }
  });

  it("fields without a label do not clash with each other; other attributes are kept", async () => {
    const a = await created({ field_type: 1, hint: "first" });
    const b = await created({ field_type: 1, hint: "second" });
    expect(a).not.toBe(b);
    expect(stored(b)).toMatchObject({ name: "", hint: "second" });
    await created({ field_type: 3, field_data: { x: { text: "X", order: "1" } } });
  });

  it("a named field is still refused when its label exists, and a label sent blank is refused", async () => {
    // The seed-only profile words these (not the seed's) msgs otherwise and answers request errors 422.
    const zulip = profile === "zulip";
    for (const [params, msg] of [[{ name: "Phone number", field_type: 1 }, "A field with that label already exists."], [{ name: " ", field_type: 1 }, "Label cannot be blank."]] as const) {
      const r = await s.call(DEV.admin, "POST", "/realm/profile_fields", params, { validate: zulip });
      expect(r.body).toMatchObject({ result: "error", code: "BAD_REQUEST" });
      expect(r.status).toBe(zulip ? 400 : 422);
      if (zulip) expect(r.body.msg).toBe(msg);
      else expect(r.body.msg).not.toBe(msg);
    }
  });

  it("still needs field_type and an administrator", async () => {
    const r = await s.call(DEV.admin, "POST", "/realm/profile_fields", {}, { validate: false });
    expect(r.body).toMatchObject({ result: "error", code: "BAD_REQUEST" });
    const hamlet = await s.call(DEV.hamlet, "POST", "/realm/profile_fields", { field_type: 1 }, { validate: false });
    expect(hamlet.body.result).toBe("error");
  });
});
