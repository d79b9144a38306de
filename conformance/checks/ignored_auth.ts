import type { Check } from "./types.ts";
import { answered, bodyObject, describeResponse } from "./evidence.ts";
import { isLogin } from "./positive_data_acceptance.ts";

/**
 * Missing or wrong credentials get code UNAUTHORIZED on every authenticated operation; operations that need
 * no credentials stay open without them.
 */
export const ignored_auth: Check = ({ exchange: { response }, op, kind }) => {
  if ((kind !== "no-auth" && kind !== "bad-auth") || !answered(response) || response.status >= 500) return undefined;
  const body = bodyObject(response);
  const what = kind === "no-auth" ? "no credentials" : "a wrong API key";
  if (op.requiredRole === "anonymous") {
    // A login refusing the username and password it was sent (an empty or unknown username) failed to log in: it
    // did not ask for API credentials.
    if (kind === "no-auth" && body?.code === "UNAUTHORIZED" && !isLogin(op)) {
      return { severity: "failure", title: "Open endpoint requires authentication", expected: `${op.key} needs no credentials`, received: describeResponse(response), pointer: `${op.pointer}/x-required-role` };
    }
    return undefined;
  }
  if (body?.result === "error" && body.code === "UNAUTHORIZED") return undefined;
  const accepted = body?.result === "success" || (response.status >= 200 && response.status < 300);
  return {
    severity: "failure",
    title: accepted ? "Authentication ignored" : "Wrong error code for missing authentication",
    expected: `An error with code UNAUTHORIZED for a request with ${what}`,
    received: describeResponse(response),
    pointer: `${op.pointer}/x-required-role`,
  };
};
