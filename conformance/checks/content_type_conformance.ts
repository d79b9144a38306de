import type { Check } from "./types.ts";
import { answered, describeResponse } from "./evidence.ts";

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** Every API response is JSON, labelled as JSON (HTML error pages and garbage are findings). */
export const content_type_conformance: Check = ({ exchange: { response }, op }) => {
  if (!answered(response) || response.status >= 500) return undefined;
  const type = response.headers["content-type"] ?? "";
  if (response.json === undefined) {
    return { severity: "failure", title: "Response is not JSON", expected: "A JSON body (application/json)", received: `${type || "no content-type"}: ${describeResponse(response)}`, pointer: `${op.pointer}/responses` };
  }
  if (!JSON_TYPE.test(type)) {
    return { severity: "failure", title: "Undocumented Content-Type", expected: "application/json", received: type || "no Content-Type header", pointer: `${op.pointer}/responses` };
  }
  return undefined;
};
