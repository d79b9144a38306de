import type { Check } from "./types.ts";
import { answered, describeResponse, isErrorBody, isSuccessBody } from "./evidence.ts";
import { documentedStatus } from "../engine/spec.ts";

/**
 * Status and envelope agree (a success status never carries an error, an error status never a success), and the
 * status is documented. The seed shows no HTTP statuses at all ("HTTP status codes of error responses: not shown";
 * the spec uses Zulip's, marked x-unspecified), so nothing here fails a server: an envelope at odds with its status
 * is a warning (HTTP clients read the status first), and an undocumented status with a consistent envelope is only a
 * note in the JSON report (any 4xx carrying the error envelope is judged by its code and msg alone, elsewhere).
 */
export const status_code_conformance: Check = ({ exchange: { response }, op }) => {
  if (!answered(response) || response.status >= 500) return undefined; // not_a_server_error's finding
  const { status } = response;
  const ok = status >= 200 && status < 300;
  if (ok && isErrorBody(response)) {
    return { severity: "warning", title: "Error envelope with a success status", expected: "result \"error\" only with an error status", received: describeResponse(response) };
  }
  if (!ok && isSuccessBody(response)) {
    return { severity: "warning", title: "Success envelope with an error status", expected: "result \"success\" only with a 2xx status", received: describeResponse(response) };
  }
  if (documentedStatus(op, status)) return undefined;
  return {
    severity: "note",
    title: "Undocumented status code",
    expected: `One of ${op.statuses.join(", ")}`,
    received: describeResponse(response),
    pointer: `${op.pointer}/responses`,
  };
};
