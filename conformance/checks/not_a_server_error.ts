import type { Check } from "./types.ts";
import { describeResponse } from "./evidence.ts";

/** The server answers every request completely and without a 5xx. */
export const not_a_server_error: Check = ({ exchange: { response } }) => {
  if (response.error === "deadline") return undefined; // our own time budget, not the server's fault
  if (response.error) {
    const what = { timeout: "Response timeout", network: "Connection failed", "too-large": "Response body too large" }[response.error];
    return { severity: "failure", title: what, expected: "A complete HTTP response", received: describeResponse(response) };
  }
  if (response.status >= 500) {
    return { severity: "failure", title: "Server error", expected: "A response below 500", received: describeResponse(response) };
  }
  return undefined;
};
