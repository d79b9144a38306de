// Broken servers for the scheduled-messages rules: the reference server with exactly one behaviour changed.
import { LIMITS } from "../../../server/realm/settings.ts";
import { formFields, isOperation, jsonResponse, rewriteForm, type Fetch } from "../support/reference.ts";
import type { BrokenCase } from "../support/prove.ts";
import { int32Ids } from "./_wide-ids.ts";

const SCHEDULE = "POST /scheduled_messages";
const refuse = (msg: string) => jsonResponse({ result: "error", msg, code: "BAD_REQUEST" }, undefined, 400);

export const BROKEN: Record<string, BrokenCase> = {
  "scheduled-messages/create-returns-id": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, SCHEDULE) && json?.result === "success" ? jsonResponse({ ...json, scheduled_message_id: String(json.scheduled_message_id) }, res) : res,
    },
    // read_by_sender read as required: a request with only the required parameters is refused.
    also: [{ breakage: { request: async (req) => (isOperation(req, SCHEDULE) && !("read_by_sender" in (await formFields(req))) ? refuse("Missing 'read_by_sender' argument") : undefined) } }],
  },
  "scheduled-messages/unknown-channel": {
    breakage: {
      response: (req, res, json) => (isOperation(req, SCHEDULE) && json?.code === "STREAM_DOES_NOT_EXIST" ? jsonResponse({ ...json, stream_id: 0 }, res) : res),
    },
    // IDs read as 32-bit integers: 2^32 + N is object N.
    also: [{ wrap: int32Ids() }],
  },
  "scheduled-messages/unknown-user": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, SCHEDULE) && /^Invalid user ID \d+$/.test(json?.msg ?? "") ? jsonResponse({ ...json, msg: json.msg.replace("ID ", "ID: ") }, res) : res,
    },
    // IDs read as 32-bit integers: 2^32 + N is object N.
    also: [{ wrap: int32Ids() }],
  },
  "scheduled-messages/type-channel": {
    breakage: { request: async (req) => (isOperation(req, SCHEDULE) && (await formFields(req)).type === "channel" ? refuse("Invalid type") : undefined) },
  },
  "scheduled-messages/length-limits": {
    // Off by one: a content exactly max_message_length long is refused.
    breakage: {
      request: async (req) =>
        isOperation(req, SCHEDULE) && ((await formFields(req)).content ?? "").length >= LIMITS.max_message_length ? refuse("Message too long") : undefined,
    },
  },
  "scheduled-messages/every-type": {
    // The legacy type private is refused.
    breakage: { request: async (req) => (isOperation(req, SCHEDULE) && (await formFields(req)).type === "private" ? refuse("Invalid type") : undefined) },
  },
  // Type channel taken as stream on a level-247 server.
  "scheduled-messages/type-channel-refused-before-248": { server: { featureLevel: 247 }, wrap: rewriteSchedule((f) => (f.type === "channel" ? { ...f, type: "stream" } : f)) },
  // scheduled_message_id edits: the answer names the message sent.
  "scheduled-messages/no-edit-parameter": {
    breakage: {
      request: async (req) => {
        if (!isOperation(req, SCHEDULE)) return undefined;
        const id = (await formFields(req)).scheduled_message_id;
        return id === undefined ? undefined : jsonResponse({ result: "success", msg: "", scheduled_message_id: Number(id) }, undefined, 200);
      },
    },
  },
  // A missing topic is filled in.
  "scheduled-messages/topic-required-for-channel": { wrap: rewriteSchedule((f) => (f.type === "stream" && f.topic === undefined ? { ...f, topic: "(no topic)" } : f)) },
  "scheduled-messages/read-by-sender": {
    breakage: { request: async (req) => (isOperation(req, SCHEDULE) && (await formFields(req)).read_by_sender === "false" ? refuse("Invalid read_by_sender") : undefined) },
  },
  // The topic is enforced for type stream only: a type channel message without one gets a topic of the server's.
  "scheduled-messages/topic-required-type-channel": {
    wrap: rewriteForm(SCHEDULE, (f) => (f.type === "channel" && f.topic === undefined ? { ...f, topic: "(no topic)" } : f)),
  },
  // A recursive reader overflows its stack on a field nested 20,000 deep: a 500 page.
  "scheduled-messages/deep-json-answered": {
    breakage: {
      request: async (req) =>
        isOperation(req, SCHEDULE) && Object.values(await formFields(req)).some((v) => /^\[{10000}/.test(v))
          ? new Response("<h1>Internal Server Error</h1>", { status: 500, headers: { "content-type": "text/html" } })
          : undefined,
    },
  },
};

/** POST /scheduled_messages with its form rewritten before the reference server reads it. */
function rewriteSchedule(change: (f: Record<string, string>) => Record<string, string>): (fetch: Fetch) => Fetch {
  return (fetch) => async (req) => {
    if (!isOperation(req, SCHEDULE)) return fetch(req);
    const fields = change(await formFields(req.clone()));
    const headers = new Headers(req.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    headers.delete("content-length");
    return fetch(new Request(req.url, { method: req.method, headers, body: new URLSearchParams(fields).toString() }));
  };
}
