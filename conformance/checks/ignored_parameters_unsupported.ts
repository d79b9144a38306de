import type { Check } from "./types.ts";
import { answered, bodyObject, describeResponse } from "./evidence.ts";
import { UNKNOWN_PARAMETER } from "../arbitraries/request.ts";

/**
 * A successful response lists the unsupported parameters it was sent. Declared (checks/index.ts) from the level of
 * JsonSuccess.ignored_parameters_unsupported: the engine applies it only there.
 */
export const ignored_parameters_unsupported: Check = ({ exchange: { response }, kind, sent }) => {
  if (kind !== "unknown-parameter" || !answered(response)) return undefined;
  const body = bodyObject(response);
  if (body?.result !== "success") return undefined;
  const listed = Array.isArray(body.ignored_parameters_unsupported) ? body.ignored_parameters_unsupported : [];
  const unreported = (sent.unknown ?? [UNKNOWN_PARAMETER]).filter((n) => !listed.includes(n));
  if (!unreported.length) return undefined;
  return {
    severity: "failure",
    title: `Unknown parameter${unreported.length > 1 ? "s" : ""} not reported: ${unreported.join(", ")}`,
    expected: `ignored_parameters_unsupported containing every parameter the request carried that the endpoint does not support: ${unreported.map((n) => JSON.stringify(n)).join(", ")}`,
    received: describeResponse(response),
    pointer: "#/components/schemas/JsonSuccess/properties/ignored_parameters_unsupported",
  };
};
