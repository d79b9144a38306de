// Broken servers for the drafts rules: the reference server with exactly one behaviour changed, one per rule.
import { formFields, isOperation, jsonResponse } from "../support/reference.ts";
import { success, type BrokenCase } from "../support/prove.ts";

const CREATE = "POST /drafts";

export const BROKEN: Record<string, BrokenCase> = {
  "drafts/create-ids-order": {
    breakage: { response: (req, res, json) => (isOperation(req, CREATE) && Array.isArray(json?.ids) ? jsonResponse({ ...json, ids: [...json.ids].reverse() }, res) : res) },
  },
  "drafts/channel-draft-one-channel": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, CREATE) && json?.msg === "Must specify exactly 1 channel ID for channel messages" ? jsonResponse({ ...json, msg: "Invalid channel" }, res) : res,
    },
  },
  "drafts/null-bytes-refused": {
    breakage: { request: async (req) => (isOperation(req, CREATE) && (await formFields(req)).drafts?.includes("\\u0000") ? success({ ids: [987654] }) : undefined) },
  },
  "drafts/id-refused": {
    breakage: { request: async (req) => (isOperation(req, CREATE) && /"id"\s*:/.test((await formFields(req)).drafts ?? "") ? success({ ids: [987654] }) : undefined) },
  },
  "drafts/timestamp-filled": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "GET /drafts") && Array.isArray(json?.drafts) ? jsonResponse({ ...json, drafts: json.drafts.map((d: any) => ({ ...d, timestamp: d.timestamp * 1000 })) }, res) : res,
    },
  },
  "drafts/events-to-other-clients": {
    server: { heartbeatMs: 200 },
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "GET /events") && Array.isArray(json?.events) ? jsonResponse({ ...json, events: json.events.filter((e: any) => e.type !== "drafts") }, res) : res,
    },
  },
};
