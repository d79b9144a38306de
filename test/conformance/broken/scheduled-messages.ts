// Broken servers for the scheduled-messages rules: the reference server with exactly one behaviour changed.
import { LIMITS } from "../../../server/realm/settings.ts";
import { formFields, isOperation, jsonResponse } from "../support/reference.ts";
import type { BrokenCase } from "../support/prove.ts";

const SCHEDULE = "POST /scheduled_messages";
const refuse = (msg: string) => jsonResponse({ result: "error", msg, code: "BAD_REQUEST" }, undefined, 400);

export const BROKEN: Record<string, BrokenCase> = {
  "scheduled-messages/create-returns-id": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, SCHEDULE) && json?.result === "success" ? jsonResponse({ ...json, scheduled_message_id: String(json.scheduled_message_id) }, res) : res,
    },
  },
  "scheduled-messages/unknown-channel": {
    breakage: {
      response: (req, res, json) => (isOperation(req, SCHEDULE) && json?.code === "STREAM_DOES_NOT_EXIST" ? jsonResponse({ ...json, stream_id: 0 }, res) : res),
    },
  },
  "scheduled-messages/unknown-user": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, SCHEDULE) && /^Invalid user ID \d+$/.test(json?.msg ?? "") ? jsonResponse({ ...json, msg: json.msg.replace("ID ", "ID: ") }, res) : res,
    },
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
};
