// Broken servers for the drafts rules: the reference server with exactly one behaviour changed, one per rule.
import { encodeFormEntries } from "../../../lib/wire/index.ts";
import { formFields, isOperation, jsonResponse, rewriteForm } from "../support/reference.ts";
import { success, type BrokenCase } from "../support/prove.ts";

const CREATE = "POST /drafts";

export const BROKEN: Record<string, BrokenCase> = {
  // The drafts field required: a request without it is refused.
  "drafts/drafts-optional": {
    breakage: {
      request: async (req) =>
        isOperation(req, CREATE) && (await formFields(req)).drafts === undefined ? jsonResponse({ result: "error", msg: "Missing 'drafts' argument", code: "BAD_REQUEST" }, undefined, 400) : undefined,
    },
    // Only the later case broken: an empty list refused (the field left out accepted). Both cases are read.
    also: [
      {
        breakage: {
          request: async (req) =>
            isOperation(req, CREATE) && (await formFields(req)).drafts === "[]" ? jsonResponse({ result: "error", msg: "Drafts list empty", code: "BAD_REQUEST" }, undefined, 400) : undefined,
        },
      },
    ],
  },
  "drafts/create-ids-order": {
    breakage: { response: (req, res, json) => (isOperation(req, CREATE) && Array.isArray(json?.ids) ? jsonResponse({ ...json, ids: [...json.ids].reverse() }, res) : res) },
  },
  "drafts/channel-draft-one-channel": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, CREATE) && json?.msg === "Must specify exactly 1 channel ID for channel messages" ? jsonResponse({ ...json, msg: "Invalid channel" }, res) : res,
    },
    // A channel draft to no channel is taken as unaddressed (both counts are tried every run).
    also: [{ wrap: rewriteForm(CREATE, (f) => ({ ...f, drafts: JSON.stringify(JSON.parse(f.drafts).map((d: any) => (d.type === "stream" && d.to.length === 0 ? { ...d, type: "", topic: "" } : d))) })) }],
  },
  // Drafts keep their null bytes: they reach the reference server as U+2400 and GET /drafts turns them back.
  "drafts/null-bytes-never-stored": {
    wrap: (fetch) => async (req) => {
      if (isOperation(req, CREATE)) {
        const fields = await formFields(req.clone());
        if (fields.drafts?.includes("\\u0000")) {
          const { body, contentType } = encodeFormEntries(Object.entries({ ...fields, drafts: fields.drafts.replaceAll("\\u0000", "\\u2400") }));
          const headers = new Headers(req.headers);
          headers.set("content-type", contentType);
          headers.delete("content-length");
          return fetch(new Request(req.url, { method: req.method, headers, body }));
        }
      }
      const res = await fetch(req);
      if (!isOperation(req, "GET /drafts")) return res;
      const text = (await res.text()).replaceAll("\u2400", "\\u0000").replaceAll("\\u2400", "\\u0000");
      const headers = new Headers(res.headers);
      headers.delete("content-length");
      return new Response(text, { status: res.status, headers });
    },
  },
  // A submitted id becomes the draft's ID.
  "drafts/client-id-never-taken": {
    breakage: {
      request: async (req) => {
        if (!isOperation(req, CREATE)) return undefined;
        const drafts = JSON.parse((await formFields(req)).drafts ?? "[]") as { id?: unknown }[];
        return drafts.some((d) => d && "id" in d) ? success({ ids: drafts.map((d) => d.id) }) : undefined;
      },
    },
  },
  "drafts/timestamp-filled": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "GET /drafts") && Array.isArray(json?.drafts) ? jsonResponse({ ...json, drafts: json.drafts.map((d: any) => ({ ...d, timestamp: d.timestamp * 1000 })) }, res) : res,
    },
    also: [
      // Local time five hours behind UTC: seconds, but not the current UTC time.
      { breakage: { response: (req, res, json) => (isOperation(req, "GET /drafts") && Array.isArray(json?.drafts) ? jsonResponse({ ...json, drafts: json.drafts.map((d: any) => ({ ...d, timestamp: d.timestamp - 5 * 3600 })) }, res) : res) } },
      // Channel drafts get no timestamp (every type is tried every run).
      { breakage: { response: (req, res, json) => (isOperation(req, "GET /drafts") && Array.isArray(json?.drafts) ? jsonResponse({ ...json, drafts: json.drafts.map((d: any) => (d.type === "stream" ? { ...d, timestamp: 0 } : d)) }, res) : res) } },
    ],
  },
  "drafts/events-to-other-clients": {
    server: { heartbeatMs: 200 },
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "GET /events") && Array.isArray(json?.events) ? jsonResponse({ ...json, events: json.events.filter((e: any) => e.type !== "drafts") }, res) : res,
    },
  },
  // Direct drafts keep only their first recipient.
  "drafts/every-type-round-trip": {
    wrap: rewriteForm(CREATE, (f) => ({ ...f, drafts: JSON.stringify(JSON.parse(f.drafts).map((d: any) => (d.type === "private" ? { ...d, to: d.to.slice(0, 1) } : d))) })),
    // Fetched drafts without their id, or without a topic (the unaddressed and direct ones only).
    also: [
      { breakage: fetchedDrafts((d) => (({ id: _id, ...rest }) => rest)(d)) },
      { breakage: fetchedDrafts((d) => (d.type === "stream" ? d : (({ topic: _t, ...rest }) => rest)(d))) },
    ],
  },
};

/** Every draft of GET /drafts answers edited. */
function fetchedDrafts(edit: (d: any) => any) {
  return {
    response: (req: Request, res: Response, json: any) => (isOperation(req, "GET /drafts") && Array.isArray(json?.drafts) ? jsonResponse({ ...json, drafts: json.drafts.map(edit) }, res) : res),
  };
}
