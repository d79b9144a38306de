import type { Check } from "./types.ts";
import { answered, bodyObject, describeResponse } from "./evidence.ts";
import { UNKNOWN_PARAMETER } from "../arbitraries/request.ts";

/**
 * A successful response lists the unsupported parameters it was sent. Declared (checks/index.ts) from the level of
 * JsonSuccess.ignored_parameters_unsupported: the engine applies it only there.
 */
export const ignored_parameters_unsupported: Check = ({ exchange: { response }, kind }) => {
  if (kind !== "unknown-parameter" || !answered(response)) return undefined;
  const body = bodyObject(response);
  if (body?.result !== "success") return undefined;
  const listed = body.ignored_parameters_unsupported;
  if (Array.isArray(listed) && listed.includes(UNKNOWN_PARAMETER)) return undefined;
  return {
    severity: "failure",
    title: "Unknown parameter not reported",
    expected: `ignored_parameters_unsupported containing "${UNKNOWN_PARAMETER}"`,
    received: describeResponse(response),
    pointer: "#/components/schemas/JsonSuccess/properties/ignored_parameters_unsupported",
  };
};
