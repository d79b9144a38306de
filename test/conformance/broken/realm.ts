// Broken servers for the realm rules (profile fields, linkifiers, attachments): the reference server with exactly
// one behaviour changed, one per rule.
import { callerEmail, success, type BrokenCase } from "../support/prove.ts";
import { formFields, isOperation, jsonResponse, rewriteForm, type Breakage } from "../support/reference.ts";
import { int32Ids, int32IdsRefused, maxSafeIdAccepted } from "./_wide-ids.ts";

const FIELD = "POST /realm/profile_fields";
const LINKIFIER = "PATCH /realm/filters/{filter_id}";

/** An error answer of `op` whose msg matches `msg` becomes a success (with `extra`). */
/**
 * Refusals of `op` answered with success instead: those whose msg matches, or (a function) those of requests whose
 * form fields it picks, which finds them on a server sending generic texts too (the seed-only profile).
 */
function acceptWhen(op: string, which: RegExp | ((fields: Record<string, string>, req: Request) => boolean), extra: Record<string, unknown> = {}): Breakage {
  return {
    response: async (req, res, json) =>
      isOperation(req, op) && json?.result === "error" && (which instanceof RegExp ? which.test(json.msg) : which(await formFields(req), req)) ? success(extra) : res,
  };
}

/** A field_type outside the seed's 1 to 8. */
const outOfRange = (f: Record<string, string>) => !/^[1-8]$/.test(f.field_type ?? "");

export const BROKEN: Record<string, BrokenCase> = {
  "realm/profile-field-create": {
    breakage: { response: (req, res, json) => (isOperation(req, FIELD) && json?.result === "success" ? jsonResponse({ ...json, id: String(json.id) }, res) : res) },
    // The hint sent is not stored (the field is listed with an empty one).
    also: [{ wrap: rewriteForm(FIELD, ({ hint: _h, ...f }) => f) }],
  },
  "realm/profile-field-admin-only": {
    breakage: {
      request: (req) => (isOperation(req, FIELD) && !["iago@zulip.com", "desdemona@zulip.com"].includes(callerEmail(req) ?? "") ? success({ id: 4242 }) : undefined),
    },
    // Only the guest gets through (every role is tried every run).
    also: [{ breakage: { request: (req) => (isOperation(req, FIELD) && callerEmail(req) === "polonius@zulip.com" ? success({ id: 4242 }) : undefined) } }],
  },
  "realm/profile-field-type-range": { breakage: acceptWhen(FIELD, outOfRange, { id: 4242 }) },
  "realm/profile-field-type-8": {
    breakage: {
      request: async (req) =>
        isOperation(req, FIELD) && (await formFields(req)).field_type === "8" ? jsonResponse({ result: "error", msg: "Invalid field type.", code: "BAD_REQUEST" }, undefined, 400) : undefined,
    },
  },
  "realm/profile-field-type-8-before-151": { server: { featureLevel: 150 }, breakage: acceptWhen(FIELD, /^Invalid field[ _]type/, { id: 4242 }) },
  // A short-text field refused for the summary is "created" (told by the request: generic texts name no limit).
  "realm/profile-field-summary-limit": {
    breakage: acceptWhen(FIELD, (f) => f.field_type === "1" && f.display_in_profile_summary === "true", { id: 4242 }),
    // Without Zulip's listing (the count before is unknown): the N + 1 creations alone show it.
    also: [{ server: { profile: "seed-only" }, breakage: acceptWhen(FIELD, (f) => f.field_type === "1" && f.display_in_profile_summary === "true", { id: 4242 }) }],
  },
  "realm/profile-field-summary-types": {
    breakage: acceptWhen(FIELD, (f) => ["2", "6"].includes(f.field_type ?? "") && f.display_in_profile_summary === "true", { id: 4242 }),
    // Only the person picker (the later type) is let into the summary (both types are tried every run).
    also: [{ wrap: rewriteForm(FIELD, (f) => (f.field_type === "6" && f.display_in_profile_summary === "true" ? { ...f, display_in_profile_summary: "false" } : f)) }],
  },
  "realm/linkifier-update-unknown-id": {
    // An ID no linkifier of the reference server has (every unknown ID the rule sends is at least 10^9) is "updated".
    breakage: acceptWhen(LINKIFIER, (_f, req) => Number(new URL(req.url).pathname.split("/").pop()) >= 1_000_000_000),
    also: [
      // IDs read as 32-bit integers: 2^32 + N is linkifier N.
      { wrap: int32Ids() },
      // The same update, answered with an error: only the linkifier read back shows it.
      { wrap: int32IdsRefused(LINKIFIER, { msg: "Linkifier not found.", code: "BAD_REQUEST" }) },
      // Only 2^53 - 1 (a later edge) is "accepted".
      { breakage: maxSafeIdAccepted(LINKIFIER) },
    ],
  },
  "realm/linkifier-update-invalid-pattern": { breakage: acceptWhen(LINKIFIER, /^Bad regular expression/) },
  "realm/linkifier-update-invalid-template": { breakage: acceptWhen(LINKIFIER, /^Invalid URL template/) },
  "realm/attachment-delete-unknown-id": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "DELETE /attachments/{attachment_id}") && json?.msg === "Invalid attachment" ? jsonResponse({ ...json, msg: "Invalid attachment ID" }, res) : res,
    },
    also: [
      // IDs read as 32-bit integers: 2^32 + N is the member's own upload N, deleted.
      { wrap: int32Ids() },
      // The same deletion, answered with the seed's error: only the upload gone from GET /attachments shows it.
      { wrap: int32IdsRefused("DELETE /attachments/{attachment_id}", { msg: "Invalid attachment", code: "BAD_REQUEST" }) },
      // Only 2^53 - 1 (a later edge) is "accepted".
      { breakage: maxSafeIdAccepted("DELETE /attachments/{attachment_id}") },
    ],
  },
  // Date picker fields stored as short text.
  "realm/profile-field-every-type": { wrap: rewriteForm(FIELD, (f) => (f.field_type === "4" ? { ...f, field_type: "1" } : f)) },
  // required is not read.
  "realm/profile-field-required": {
    wrap: rewriteForm(FIELD, (f) => {
      const { required: _dropped, ...rest } = f;
      return rest;
    }),
    // required false stored as true (the later value; both are tried every run).
    also: [{ wrap: rewriteForm(FIELD, (f) => (f.required === "false" ? { ...f, required: "true" } : f)) }],
  },
  // Updates are "accepted" and not applied.
  "realm/linkifier-update-round-trip": { breakage: { request: (req) => (isOperation(req, LINKIFIER) ? success() : undefined) } },
  // A level-175 server that does not read the %(name)s groups of url_format_string (the update is then refused).
  // Options whose order is not a string are taken (their order turned into text).
  "realm/profile-field-options-shape": {
    wrap: rewriteForm(FIELD, (f) => {
      if (f.field_type !== "3" || !f.field_data) return f;
      const data = JSON.parse(f.field_data);
      for (const o of Object.values(data) as any[]) if (o && typeof o === "object" && typeof o.order === "number") o.order = String(o.order);
      return { ...f, field_data: JSON.stringify(data) };
    }),
    // Only a boolean order (the last case) is taken, turned into text (every case is tried every run).
    also: [
      {
        wrap: rewriteForm(FIELD, (f) => {
          if (f.field_type !== "3" || !f.field_data) return f;
          const data = JSON.parse(f.field_data);
          for (const o of Object.values(data) as any[]) if (o && typeof o === "object" && typeof o.order === "boolean") o.order = String(o.order);
          return { ...f, field_data: JSON.stringify(data) };
        }),
      },
    ],
  },
  // display_in_profile_summary is not read (every field is created without it).
  "realm/profile-field-summary-round-trip": {
    wrap: rewriteForm(FIELD, (f) => {
      const { display_in_profile_summary: _dropped, ...rest } = f;
      return rest;
    }),
    // false stored as true (the first value; each value is its own case).
    also: [{ wrap: rewriteForm(FIELD, (f) => (f.display_in_profile_summary === "false" ? { ...f, display_in_profile_summary: "true" } : f)) }],
  },
  "realm/linkifier-update-round-trip-before-176": {
    server: { featureLevel: 175 },
    wrap: rewriteForm(LINKIFIER, (f) => (f.url_format_string ? { ...f, url_format_string: f.url_format_string.replace(/%\(\w+\)s/g, "") } : f)),
  },
  // url_format_string still honoured (over url_template), and not listed as ignored.
  "realm/linkifier-update-old-template-name": {
    wrap: rewriteForm(LINKIFIER, ({ url_format_string, ...f }) => (url_format_string === undefined ? f : { ...f, url_template: url_format_string.replace(/%\((\w+)\)s/g, "{$1}") })),
    // Only url_format_string alone (the later case) is acted on (both cases are tried every run).
    also: [{ wrap: rewriteForm(LINKIFIER, (f) => (f.url_format_string !== undefined && f.url_template === undefined ? { ...f, url_template: f.url_format_string.replace(/%\((\w+)\)s/g, "{$1}") } : f)) }],
  },
};
