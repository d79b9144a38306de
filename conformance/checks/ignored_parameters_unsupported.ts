import type { Check } from "./types.ts";
import { answered, bodyObject, describeResponse } from "./evidence.ts";
import { UNKNOWN_PARAMETER } from "../arbitraries/request.ts";

/** From level 167 a successful response lists the unsupported parameters it was sent. */
export const ignored_parameters_unsupported: Check = ({ exchange: { response }, kind, spec }) => {
  if (kind !== "unknown-parameter" || spec.level < 167 || !answered(response)) return undefined;
  const body = bodyObject(response);
  if (body?.result !== "success") return undefined;
  const listed = body.ignored_parameters_unsupported;
  if (Array.isArray(listed) && listed.includes(UNKNOWN_PARAMETER)) return undefined;
  return {
    severity: "failure",
    title: "Unknown parameter not reported",
    expected: `ignored_parameters_unsupported containing "${UNKNOWN_PARAMETER}" (feature level 167)`,
    received: describeResponse(response),
    pointer: "#/components/schemas/JsonSuccess/properties/ignored_parameters_unsupported",
  };
};
