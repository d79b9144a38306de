import type { Check } from "./types.ts";
import { answered, bodyObject, describeResponse } from "./evidence.ts";

/** Every success carries result "success" and an empty msg. */
export const success_envelope: Check = ({ exchange: { response } }) => {
  if (!answered(response) || response.status < 200 || response.status >= 300) return undefined;
  const body = bodyObject(response);
  if (!body || body.result !== "success") return undefined; // an error body here is status_code_conformance's
  if (body.msg === "") return undefined;
  return { severity: "failure", title: "Success envelope with a non-empty msg", expected: 'msg "" on success', received: describeResponse(response), pointer: "#/components/schemas/JsonSuccess" };
};
