import type { Check } from "./types.ts";
import { answered, describeResponse, isSuccessBody } from "./evidence.ts";
import { pointerOfSlot } from "./pointers.ts";

/** A request with one invalid or missing value is answered with an error, never with success. */
export const negative_data_rejection: Check = ({ exchange: { response }, op, kind, sent }) => {
  if (kind !== "negative" || !sent.defect || !answered(response)) return undefined;
  const accepted = (response.status >= 200 && response.status < 300) || isSuccessBody(response);
  if (!accepted) return undefined;
  const d = sent.defect;
  const what = d.kind === "missing" ? `required ${d.location} parameter ${d.name} missing` : `${d.name}=${d.wire} (${d.location})`;
  return {
    severity: "failure",
    title: "Invalid input accepted",
    expected: `An error response for ${what}`,
    received: describeResponse(response),
    pointer: pointerOfSlot(op, d.location, d.name),
  };
};
