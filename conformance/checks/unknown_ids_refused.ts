import type { Check } from "./types.ts";
import { answered, describeResponse, isSuccessBody } from "./evidence.ts";
import { pointerOfSlot } from "./pointers.ts";
import { namesStoredObjects, WIDE_INTEGER_FAMILIES } from "../arbitraries/edges.ts";

/** The seed names an error for an unknown object of this operation (a row of its x-errors). */
const UNKNOWN_OBJECT = /unknown|invalid|nonexistent|missing|no such/i;

/**
 * An ID wider than 32, 53 or 64 bits names no object: the answer is an error, never success. A server that cuts IDs
 * to a machine word (or reads them modulo 2^32) answers success about another object: 2^32 + 1 is object 1.
 */
export const unknown_ids_refused: Check = ({ exchange: { response }, op, kind, sent }) => {
  const edge = sent.edge;
  if (kind !== "edge" || !edge || !WIDE_INTEGER_FAMILIES.has(edge.family) || !namesStoredObjects(edge.name) || !answered(response)) return undefined;
  if (!isSuccessBody(response) && !(response.status >= 200 && response.status < 300)) return undefined;
  const named = op.errors.find((e) => UNKNOWN_OBJECT.test(e.condition));
  return {
    severity: "failure",
    title: `An ID no object has (${edge.label}) was answered with success`,
    expected: `An error for ${edge.name}=${edge.wire} (${edge.location}): no object has that ID${named ? `; the seed: ${named.condition} gives ${named.code}${named.msg ? ` "${named.msg}"` : ""}` : ""}. A success means the ID was cut to a narrower integer and read as another object's`,
    received: describeResponse(response),
    pointer: pointerOfSlot(op, edge.location, edge.name),
    demand: named ? "stated" : "inferred",
  };
};
