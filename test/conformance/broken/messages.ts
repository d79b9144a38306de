// Broken servers for the messages rules: the reference server with exactly one behaviour changed, one per rule.
import { isOperation, jsonResponse, type Breakage } from "../support/reference.ts";
import { success, type BrokenCase } from "../support/prove.ts";

const GET = "GET /messages/{message_id}";

/** Rewrites the message object of successful GET /messages/{message_id} answers. */
function rewriteMessage(change: (m: any, url: URL) => any): Breakage {
  return {
    response: (req, res, json) =>
      isOperation(req, GET) && json?.result === "success" && json.message ? jsonResponse({ ...json, message: change({ ...json.message }, new URL(req.url)) }, res) : res,
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "messages/get-unknown-id": {
    breakage: { response: (req, res, json) => (isOperation(req, GET) && json?.msg === "Invalid message(s)" ? jsonResponse({ ...json, msg: "Invalid message" }, res) : res) },
  },
  "messages/get-invisible-direct-message": {
    // Messages that exist are shown to anyone (a fake answer for the suite's new message IDs).
    breakage: {
      response: (req, res, json) =>
        isOperation(req, GET) && json?.msg === "Invalid message(s)" && Number(new URL(req.url).pathname.split("/").pop()) < 1_000_000 ? success({ raw_content: "", message: {} }) : res,
    },
  },
  "messages/apply-markdown": {
    breakage: rewriteMessage((m, url) => (url.searchParams.get("apply_markdown") === "false" ? { ...m, content_type: "text/html" } : m)),
  },
  "messages/raw-content": {
    breakage: { response: (req, res, json) => (isOperation(req, GET) && json?.result === "success" ? jsonResponse({ ...json, raw_content: json.message?.content ?? "" }, res) : res) },
  },
  "messages/channel-message-fields": {
    breakage: rewriteMessage(({ stream_id: _dropped, ...m }) => m),
  },
  "messages/direct-message-fields": {
    breakage: rewriteMessage((m) => (m.type === "private" ? { ...m, subject: "(direct)" } : m)),
  },
  "messages/mark-topic-as-read": {
    breakage: { request: (req) => (isOperation(req, "POST /mark_topic_as_read") ? success() : undefined) },
  },
  "messages/mark-topic-as-read-unknown-channel": {
    breakage: { response: (req, res, json) => (isOperation(req, "POST /mark_topic_as_read") && json?.result === "error" ? success() : res) },
  },
};
