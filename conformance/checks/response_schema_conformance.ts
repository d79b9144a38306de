import type { Check } from "./types.ts";
import { answered } from "./evidence.ts";

/** A JSON body with a documented status validates against that response's schema at the tested level. */
export const response_schema_conformance: Check = ({ exchange: { request, response }, op, spec }) => {
  if (!answered(response) || response.json === undefined) return undefined;
  const result = spec.validateResponse(request.method, op.path, response.status, response.json);
  if (!result.documented || !result.errors.length) return undefined; // undocumented: status_code_conformance's concern
  return {
    severity: "failure",
    title: "Response violates schema",
    expected: `The schema of ${result.statusKey} at ${result.pointer}: ${result.errors.slice(0, 3).join("; ")}`,
    received: `${response.status} ${JSON.stringify(response.json).slice(0, 300)}`,
    pointer: result.pointer ? `${result.pointer}/content/application~1json/schema` : undefined,
  };
};
