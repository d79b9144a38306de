import type { Check } from "./types.ts";
import { describeResponse } from "./evidence.ts";
import { faultOf } from "../engine/faults.ts";

/**
 * The server answers every request completely and without a 5xx. (In the check phase an incomplete answer or a 5xx
 * is met first as a fault, engine/faults.ts, and reported under this check with the fault's kind.)
 */
export const not_a_server_error: Check = ({ exchange }) => {
  const { response } = exchange;
  if (response.error === "deadline") return undefined; // our own time budget, not the server's fault
  if (response.error) {
    const fault = faultOf(exchange);
    return { severity: "failure", title: fault?.title ?? "Incomplete response", expected: "A complete HTTP response", received: describeResponse(response) };
  }
  if (response.status >= 500) {
    return { severity: "failure", title: "Server error", expected: "A response below 500", received: describeResponse(response) };
  }
  return undefined;
};
