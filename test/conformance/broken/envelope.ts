// Broken servers for the envelope and wire rules: the reference server with exactly one behaviour changed.
import { formFields, isOperation, jsonResponse, rewriteForm, type Breakage, type Fetch } from "../support/reference.ts";
import type { BrokenCase } from "../support/prove.ts";

/** Rewrites the JSON answers of one operation. */
function mapAnswer(op: string, edit: (json: Record<string, any>, request: Request) => Record<string, any>): Breakage {
  return { response: (req, res, json) => (isOperation(req, op) && json && typeof json === "object" ? jsonResponse(edit(json, req), res) : res) };
}

export const BROKEN: Record<string, BrokenCase> = {
  // A chatty success message on user lookups.
  "envelope/envelope-on-reads": { breakage: mapAnswer("GET /users/{user_id}", (j) => (j.result === "success" ? { ...j, msg: "OK" } : j)) },
  // INVITATION_FAILED without license_limit_reached.
  "envelope/envelope-on-writes": {
    breakage: mapAnswer("POST /invites", (j) => {
      if (j.code !== "INVITATION_FAILED") return j;
      const { license_limit_reached: _dropped, ...rest } = j;
      return rest;
    }),
  },
  // Writes list every parameter they were sent as ignored, the supported ones too.
  "envelope/ignored-parameters-unsupported": {
    breakage: {
      response: async (req, res, json) => {
        if (req.method === "GET" || json?.result !== "success" || !Array.isArray(json.ignored_parameters_unsupported)) return res;
        return jsonResponse({ ...json, ignored_parameters_unsupported: Object.keys(await formFields(req)) }, res);
      },
    },
  },
  // Multipart bodies: JSON-encoded fields are not decoded (every list reads as invalid).
  // JSON-encoded lists read as plain text: the invitation's stream_ids and the drafts list are not decoded.
  "envelope/json-in-form-fields": {
    breakage: {
      request: (req) =>
        isOperation(req, "POST /invites") || isOperation(req, "POST /drafts")
          ? jsonResponse({ result: "error", msg: 'Argument "stream_ids" is not valid JSON.', code: "BAD_REQUEST" }, undefined, 400)
          : undefined,
    },
  },
  // Form-encoded bodies only (as the seed allows): multipart refused. A warning, never a failure.
  "envelope/multipart-bodies-accepted": {
    warns: true,
    breakage: {
      request: (req) =>
        (req.headers.get("content-type") ?? "").startsWith("multipart/form-data")
          ? jsonResponse({ result: "error", msg: "Unsupported Content-Type: multipart/form-data", code: "BAD_REQUEST" }, undefined, 415)
          : undefined,
    },
  },
  // Channel creation times in milliseconds.
  "envelope/timestamps-integer-seconds": {
    breakage: mapAnswer("GET /streams", (j) => (j.result === "success" ? { ...j, streams: j.streams.map((s: any) => ({ ...s, date_created: s.date_created * 1000 })) } : j)),
  },
  // Drafts stamped in local time two hours ahead of UTC.
  "envelope/timestamps-utc-now": {
    breakage: mapAnswer("GET /drafts", (j) => (j.result === "success" ? { ...j, drafts: j.drafts.map((d: any) => ({ ...d, timestamp: d.timestamp + 7200 })) } : j)),
    // Messages stamped in a local time five hours behind UTC (drafts right): every source is tried every run.
    also: [{ breakage: mapAnswer("GET /messages/{message_id}", (j) => (j.result === "success" ? { ...j, message: { ...j.message, timestamp: j.message.timestamp - 5 * 3600 } } : j)) }],
  },
  // Lenient about booleans in the query: a value that is not true or false is dropped, as if it had not been sent.
  "envelope/wrong-types-refused": {
    wrap: (fetch) => (req) => {
      if (req.method !== "GET") return fetch(req);
      const url = new URL(req.url);
      for (const name of ["client_gravatar", "include_custom_profile_fields", "apply_markdown", "dont_block"]) {
        const v = url.searchParams.get(name);
        if (v !== null && v !== "true" && v !== "false") url.searchParams.delete(name);
      }
      return fetch(new Request(url, req));
    },
  },
  // Guests reported with role 500.
  "envelope/role-codes": {
    breakage: {
      response: (req, res, json) => {
        if (json?.result !== "success") return res;
        if (isOperation(req, "GET /users/me") && json.role === 600) return jsonResponse({ ...json, role: 500 }, res);
        if (isOperation(req, "GET /users/{user_id}") && json.user?.role === 600) return jsonResponse({ ...json, user: { ...json.user, role: 500 } }, res);
        return res;
      },
    },
  },
  // Old names and values still honoured at the level where they are gone: can_remove_subscribers_group_id read as
  // can_remove_subscribers_group; and, one per broken server, retention "forever", can_mention_group_id on create
  // (over can_mention_group), is_admin on a user update; and invite_expires_in_days dropped silently (not listed).
  "envelope/replaced-parameters-not-honoured": {
    wrap: renamed("PATCH /streams/{stream_id}", "can_remove_subscribers_group_id", (f) => ("can_remove_subscribers_group_id" in f ? { ...f, can_remove_subscribers_group: f.can_remove_subscribers_group_id } : f)),
    also: [
      { wrap: renamed("PATCH /streams/{stream_id}", "", (f) => (/^"?forever"?$/.test(f.message_retention_days ?? "") ? { ...f, message_retention_days: "unlimited" } : f)) },
      { wrap: renamed("POST /user_groups/create", "can_mention_group_id", (f) => ("can_mention_group_id" in f ? { ...f, can_mention_group: f.can_mention_group_id } : f)) },
      { wrap: renamed("PATCH /users/{user_id}", "is_admin", (f) => (f.is_admin === "true" ? { ...f, role: "200" } : f)) },
      { wrap: renamed("POST /invites", "invite_expires_in_days", (f) => f) },
      // Only the later ones honoured (the first parameters refused as they should be): every parameter is read.
      { wrap: HONOURS_LATER },
    ],
  },
  // An optional parameter read as required, one per broken server: apply_markdown of a message, then
  // client_gravatar, can_mention_group, a profile field's name, include_public.
  "envelope/optional-parameters-omittable": {
    breakage: requireOptional("GET /messages/{message_id}", "apply_markdown"),
    also: [
      { breakage: requireOptional("GET /users/{user_id}", "client_gravatar") },
      { breakage: requireOptional("POST /user_groups/create", "can_mention_group") },
      { breakage: requireOptional("POST /realm/profile_fields", "hint") },
      { breakage: requireOptional("POST /realm/profile_fields", "name") },
      { breakage: requireOptional("POST /realm/profile_fields", "required") },
      // Without Zulip's GET /realm/profile_fields (whether an unnamed field exists cannot be read): the named field
      // still shows hint taken as required.
      { server: { profile: "seed-only" }, breakage: requireOptional("POST /realm/profile_fields", "hint") },
      { breakage: requireOptional("PATCH /streams/{stream_id}", "stream_post_policy") },
      { breakage: requireOptional("PATCH /streams/{stream_id}", "new_name") },
      { breakage: requireOptional("GET /streams", "include_public") },
    ],
  },
  // A recursive reader overflows its stack on a field nested 20,000 deep: a 500 page, or (second server) the
  // connection dropped with no response.
  "envelope/deep-json-answered": {
    breakage: { request: async (req) => ((await nestedDeep(req)) ? CRASH() : undefined) },
    also: [
      // The crash only where the server parses the field: in invite_as of an invitation whose required fields are
      // valid (a server checking them first refuses the deep field sent alone), and in a later operation than the first.
      { breakage: { request: async (req) => (isOperation(req, "POST /invites") && (await deepIn(req, "invite_as", ["invitee_emails", "stream_ids"])) ? CRASH() : undefined) } },
      { breakage: { request: async (req) => (isOperation(req, "POST /realm/profile_fields") && (await deepIn(req, "field_data", ["field_type"])) ? CRASH() : undefined) } },
      {
        breakage: {
          request: async (req) => {
            if (await nestedDeep(req)) throw new RangeError("Maximum call stack size exceeded");
            return undefined;
          },
        },
      },
    ],
  },
};

/**
 * The form of requests to `op` rewritten before the reference server reads it, the old name `old` (if any) removed
 * from it, so that the server neither refuses it nor lists it as ignored: it is acted on, or dropped silently.
 */
function renamed(op: string, old: string, change: (f: Record<string, string>) => Record<string, string>): (fetch: Fetch) => Fetch {
  return rewriteForm(op, (f) => Object.fromEntries(Object.entries(change(f)).filter(([k]) => k !== old)));
}

/** Requests to `op` without `name` (query or form) refused, as a server reading an optional parameter as required does. */
function requireOptional(op: string, name: string): Breakage {
  return {
    request: async (req) => {
      if (!isOperation(req, op)) return undefined;
      const present = new URL(req.url).searchParams.has(name) || name in (await formFields(req));
      return present ? undefined : jsonResponse({ result: "error", msg: `Missing '${name}' argument`, code: "BAD_REQUEST" }, undefined, 400);
    },
  };
}

function CRASH(): Response {
  return new Response("<h1>Internal Server Error</h1>", { status: 500, headers: { "content-type": "text/html" } });
}

/** Whether the request's field `name` is JSON nested deep and its `required` fields are present and not deep. */
async function deepIn(req: Request, name: string, required: string[]): Promise<boolean> {
  const f = await formFields(req);
  return /^\[{10000}/.test(f[name] ?? "") && required.every((r) => r in f && !/^\[{10000}/.test(f[r]));
}

/**
 * A server honouring the old names of the later probes (can_mention_group_id on create, is_admin) but not the first
 * ones: a rule that stops at its first finding, or reads one parameter, passes it.
 */
function HONOURS_LATER(fetch: Fetch): Fetch {
  return renamed("POST /user_groups/create", "can_mention_group_id", (f) => ("can_mention_group_id" in f ? { ...f, can_mention_group: f.can_mention_group_id } : f))(
    renamed("PATCH /users/{user_id}", "is_admin", (f) => (f.is_admin === "true" ? { ...f, role: "200" } : f))(fetch),
  );
}

/** Every old name and value honoured at once: the rule reports each (tested by envelope.test.ts). */
export function HONOURS_ALL(fetch: Fetch): Fetch {
  return renamed("PATCH /streams/{stream_id}", "can_remove_subscribers_group_id", (f) => ("can_remove_subscribers_group_id" in f ? { ...f, can_remove_subscribers_group: f.can_remove_subscribers_group_id } : f))(HONOURS_LATER(fetch));
}

/** Whether a form field of the request is JSON nested more than 10,000 deep. */
async function nestedDeep(req: Request): Promise<boolean> {
  if (req.method === "GET") return false;
  return Object.values(await formFields(req)).some((v) => /^\[{10000}/.test(v));
}
