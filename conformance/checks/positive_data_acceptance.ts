import type { Check } from "./types.ts";
import { answered, bodyObject, describeResponse } from "./evidence.ts";
import { pointerOfSlot } from "./pointers.ts";
import type { Operation } from "../engine/spec.ts";

// Error messages that say "I could not read this parameter": a server answering a value the spec calls valid
// with one of these mis-parses the wire format (JSON-encoded fields, multipart bodies, booleans as JSON literals).
const WIRE_REJECTIONS = [
  /^Missing '(\w+)' argument/,
  /^Argument "?(\w+)"? is not valid JSON/,
  /^(\w+) is not an? (boolean|integer|string|list|dict|number|valid JSON)\b/,
];

/**
 * A login: an operation open to anyone that takes a username in its body (POST /fetch_api_key, POST
 * /dev_fetch_api_key). The credentials it is sent are the generator's (an empty or unknown username), so its refusal,
 * whatever the code, is a failed login: not valid credentials refused, not an open endpoint asking for credentials.
 */
export const isLogin = (op: Operation) => op.requiredRole === "anonymous" && !!op.body?.fields.some((f) => f.name === "username");

/**
 * A valid request is not rejected as unreadable, and valid credentials are not refused. Other errors to valid
 * input are legitimate (an unknown ID, a missing permission), so they are never blamed here.
 */
export const positive_data_acceptance: Check = ({ exchange: { response }, op, kind, sent }) => {
  if (kind !== "positive" || !answered(response)) return undefined;
  const body = bodyObject(response);
  if (body?.result !== "error") return undefined;
  // An empty path value ("/users/") is another route: what answers it says nothing about the operation.
  if (Object.values(sent.pathParams).some((v) => v === "")) return undefined;
  if (body.code === "UNAUTHORIZED" && !isLogin(op)) {
    const path = Object.entries(sent.pathParams).map(([k, v]) => `${k}=${v}`).join(", ");
    return { severity: "failure", title: `UNAUTHORIZED for a logged-in ${op.requiredRole} with valid credentials`, expected: `A caller with role ${op.requiredRole} may call ${op.key}${path ? ` (${path})` : ""}`, received: describeResponse(response), pointer: `${op.pointer}/x-required-role` };
  }
  const sentNames = new Map<string, "path" | "query" | "body">([
    ...Object.keys(sent.query).map((n) => [n, "query"] as const),
    ...Object.keys(sent.form ?? {}).map((n) => [n, "body"] as const),
  ]);
  for (const pattern of WIRE_REJECTIONS) {
    const name = String(body.msg ?? "").match(pattern)?.[1];
    const location = name && sentNames.get(name);
    // An empty username refused as missing is a failed login too.
    if (location && !(isLogin(op) && name === "username" && sent.form?.username === "")) {
      return {
        severity: "failure",
        title: "Valid input rejected as unreadable",
        expected: `${name}=${(location === "query" ? sent.query : sent.form!)[name]} is valid for ${op.key}`,
        received: describeResponse(response),
        pointer: pointerOfSlot(op, location, name),
      };
    }
  }
  return undefined;
};
