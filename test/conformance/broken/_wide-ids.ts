// A broken server for the unknown-ID rules (not a map of its own): the reference server behind a reader that keeps
// only the low 32 bits of every integer of a request (in the path, the query and the form fields, JSON-encoded ones
// included), as a server that reads IDs into 32-bit integers does. 2^32 + N then reaches object N.
import { formFields, isOperation, jsonResponse, type Breakage, type Fetch } from "../support/reference.ts";

const TWO_32 = 2 ** 32;
const cut = (n: number) => (Number.isSafeInteger(n) && n >= TWO_32 ? n % TWO_32 : n);

function cutJson(v: unknown): unknown {
  if (typeof v === "number") return cut(v);
  if (Array.isArray(v)) return v.map(cutJson);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cutJson(x)]));
  return v;
}

/** A wire value with its integers cut (a bare integer, or integers inside a JSON value). */
function cutWire(value: string): string {
  if (/^\d+$/.test(value)) return String(cut(Number(value)));
  if (!/^[[{]/.test(value)) return value;
  try {
    return JSON.stringify(cutJson(JSON.parse(value)));
  } catch {
    return value;
  }
}

/** Every operation reads every integer as a 32-bit one. */
export function int32Ids(): (fetch: Fetch) => Fetch {
  return (fetch) => async (req) => {
    const url = new URL(req.url);
    url.pathname = url.pathname.split("/").map(cutWire).join("/");
    for (const [k, v] of [...url.searchParams]) url.searchParams.set(k, cutWire(v));
    if (!req.body || req.method === "GET") return fetch(new Request(url, req));
    const fields = await formFields(req.clone());
    const cutFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, cutWire(v)]));
    const headers = new Headers(req.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    headers.delete("content-length");
    return fetch(new Request(url, { method: req.method, headers, body: new URLSearchParams(cutFields).toString() }));
  };
}

/**
 * Requests of `op` naming an ID of 2^32 or more are cut to 32 bits as above and carried out, but answered with
 * `refusal` (the error the rule expects): only what the rule reads back after the answer shows the harm.
 */
export function int32IdsRefused(op: string, refusal: Record<string, unknown>): (fetch: Fetch) => Fetch {
  return (fetch) => {
    const cutting = int32Ids()(fetch);
    return async (req) => {
      if (!isOperation(req, op) || !new URL(req.url).pathname.split("/").some((p) => /^\d+$/.test(p) && Number(p) >= TWO_32)) return fetch(req);
      await cutting(req);
      return jsonResponse({ result: "error", ...refusal }, undefined, 400);
    };
  };
}

/**
 * Requests of `op` naming 2^53 - 1 (the last exact integer of a double) answered with success, as a server whose
 * lookup falls through at that edge would: one of the later wide IDs alone is taken.
 */
export function maxSafeIdAccepted(op: string): Breakage {
  return {
    request: (req) =>
      isOperation(req, op) && new URL(req.url).pathname.split("/").includes(String(Number.MAX_SAFE_INTEGER))
        ? jsonResponse({ result: "success", msg: "" }, undefined, 200)
        : undefined,
  };
}
