// Custom profile fields, linkifiers and attachments.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

describe("POST /realm/profile_fields", () => {
  it("is administrator-only and returns an integer id", async () => {
    for (const who of [DEV.moderator, DEV.hamlet, DEV.guest])
      expect((await s.call(who, "POST", "/realm/profile_fields", { name: "Nope", field_type: 1 })).body.msg).toBe("Must be an organization administrator");
    const body = await s.ok(DEV.admin, "POST", "/realm/profile_fields", { name: "Team", hint: "Which team?", field_type: 1 });
    expect(Number.isInteger(body.id)).toBe(true);
  });

  it("accepts field types 1-8 (8 from level 151)", async () => {
    for (const type of [1, 2, 4, 5, 6, 8])
      await s.ok(DEV.admin, "POST", "/realm/profile_fields", { name: `Type ${type}`, field_type: type });
    await s.ok(DEV.admin, "POST", "/realm/profile_fields", { name: "Choice", field_type: 3, field_data: { a: { text: "A", order: "1" } } });
    await s.ok(DEV.admin, "POST", "/realm/profile_fields", { field_type: 7, field_data: { subtype: "twitter" } });
    await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Bad", field_type: 9 }, "Invalid field_type");
    await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Empty choice", field_type: 3, field_data: {} }, "Field must have at least one choice.");
    const old = new TestServer({ featureLevel: 150 });
    await old.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Pronouns 2", field_type: 8 }, "Invalid field_type");
    old.close();
  });

  it("at most 2 fields in the profile summary, never long text or person picker", async () => {
    await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Long", field_type: 2, display_in_profile_summary: true }, "Field type not supported for display in profile summary.");
    await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Person", field_type: 6, display_in_profile_summary: true }, "Field type not supported for display in profile summary.");
    await s.ok(DEV.admin, "POST", "/realm/profile_fields", { name: "Summary 2", field_type: 1, display_in_profile_summary: true });
    await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Summary 3", field_type: 1, display_in_profile_summary: true }, "Only 2 custom profile fields can be displayed in the profile summary.");
  });

  it("refuses blank and duplicate labels", async () => {
    // A name sent blank (name itself is optional: test/server/profile-field-name.test.ts).
    await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "  ", field_type: 1 }, "Label cannot be blank.");
    await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Phone number", field_type: 1 }, "A field with that label already exists.");
  });

  it("refuses external account subtypes that are only names of Object.prototype", async () => {
    for (const subtype of ["__proto__", "toString", "constructor"])
      await s.fails(DEV.admin, "POST", "/realm/profile_fields", { name: "Account", field_type: 7, field_data: { subtype } }, "Invalid external account type");
  });
});

describe("linkifiers", () => {
  it("GET /realm/linkifiers lists the seeded linkifier; PATCH round-trips", async () => {
    const { linkifiers } = await s.ok(DEV.hamlet, "GET", "/realm/linkifiers");
    expect(linkifiers[0]).toMatchObject({ pattern: "#(?P<id>[0-9]+)" });
    const id = linkifiers[0].id;
    await s.ok(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "T(?P<num>[0-9]+)", url_template: "https://tracker.example/{num}" });
    expect((await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers[0]).toEqual({ id, pattern: "T(?P<num>[0-9]+)", url_template: "https://tracker.example/{num}" });
    await s.ok(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: linkifiers[0].pattern, url_template: linkifiers[0].url_template });
  });

  it("refuses unknown IDs, invalid patterns and invalid templates", async () => {
    const id = (await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers[0].id;
    await s.fails(DEV.admin, "PATCH", "/realm/filters/9999", { pattern: "#(?P<id>[0-9]+)", url_template: "https://x/{id}" }, "Linkifier not found.");
    await s.fails(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9+)", url_template: "https://x/{id}" }, /^Bad regular expression/);
    await s.fails(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_template: "https://x/{id" }, "Invalid URL template.");
    await s.fails(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_template: "https://x/{other}" }, "Group 'other' in URL template is not present in linkifier pattern.");
    await s.fails(DEV.hamlet, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_template: "https://x/{id}" }, "Must be an organization administrator", "UNAUTHORIZED_PRINCIPAL");
  });

  it("takes url_format_string before level 176", async () => {
    const old = new TestServer({ featureLevel: 175 });
    const id = (await old.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers[0].id;
    await old.ok(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_format_string: "https://x/%(id)s" });
    await old.fails(DEV.admin, "PATCH", `/realm/filters/${id}`, { pattern: "#(?P<id>[0-9]+)", url_template: "https://x/{id}" }, "Missing 'url_format_string' argument");
    old.close();
  });
});

describe("attachments", () => {
  it("GET /attachments lists the user's uploads; DELETE removes one", async () => {
    const { attachments } = await s.ok(DEV.hamlet, "GET", "/attachments");
    expect(attachments).toHaveLength(1);
    const iago = (await s.ok(DEV.admin, "GET", "/attachments")).attachments;
    // Another user's attachment is invalid for hamlet.
    await s.fails(DEV.hamlet, "DELETE", `/attachments/${iago[0].id}`, {}, "Invalid attachment");
    await s.ok(DEV.admin, "DELETE", `/attachments/${iago[0].id}`);
    expect((await s.ok(DEV.admin, "GET", "/attachments")).attachments).toEqual([]);
  });

  it("unknown IDs are Invalid attachment", async () => {
    await s.fails(DEV.hamlet, "DELETE", "/attachments/99999", {}, "Invalid attachment");
  });
});
