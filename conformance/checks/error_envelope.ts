import type { Check } from "./types.ts";
import { answered, bodyObject, describeResponse } from "./evidence.ts";
import { conforms } from "../arbitraries/index.ts";

/**
 * Every error carries result "error", a string msg, a string code, and the code's extra fields
 * (components/schemas/ErrorResponse, which also covers errors whose status the operation does not document).
 */
export const error_envelope: Check = ({ exchange: { response }, spec }) => {
  if (!answered(response) || response.status >= 500) return undefined;
  const body = bodyObject(response);
  if (!body || !(response.status >= 400 || body.result === "error")) return undefined;
  const missing = [
    body.result !== "error" && 'result "error"',
    typeof body.msg !== "string" && "msg (string)",
    typeof body.code !== "string" && "code (string)",
  ].filter(Boolean);
  if (missing.length) {
    return { severity: "failure", title: "Malformed error envelope", expected: `An error envelope with ${missing.join(", ")}`, received: describeResponse(response), pointer: "#/components/schemas/ErrorResponse" };
  }
  const schema = spec.doc?.components?.schemas?.ErrorResponse;
  if (schema && !conforms(schema, body)) {
    return { severity: "failure", title: `Error envelope lacks the extra fields of ${String(body.code)}`, expected: "The fields components/schemas/ErrorResponse requires for this code", received: describeResponse(response), pointer: "#/components/schemas/ErrorResponse" };
  }
  return undefined;
};
