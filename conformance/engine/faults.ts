// Faults: what went wrong on the way, before any rule can read a response. A timeout, a reset connection, a body
// over the size limit or not JSON at all, a redirect loop, a 5xx, a 404 for a documented operation, a 429 that
// retries did not get past: each is its own kind of finding with a plain title, found first, so that no rule or
// check misreads it as something else ("refused a administrator / Received: {}" for a timeout, an authentication
// failure for a missing endpoint).
import type { Exchange, FindingKind, ResponseRecord } from "./types.ts";
import { Violation, type ViolationDetails } from "./violation.ts";

export type FaultKind = FindingKind;

export interface Fault {
  kind: FaultKind;
  title: string;
  expected: string;
  received: string;
}

/** Faults whose cause does not depend on the request's values: shrinking them would only cost time. */
export const INPUT_INDEPENDENT: ReadonlySet<FaultKind> = new Set([
  "timeout",
  "connection-reset",
  "connection-failed",
  "oversized-body",
  "redirect-loop",
  "cross-origin-redirect",
  "endpoint-missing",
  "rate-limited",
  "unresponsive",
]);

/** Network errors that mean nothing listens at the URL (as opposed to a server that answered badly). */
export const UNREACHABLE = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|getaddrinfo/i;
const RESET = /ECONNRESET|socket hang up|other side closed|UND_ERR_SOCKET|terminated|EPIPE/i;

export interface FaultContext {
  /** The request is an operation of the spec: only then is a 404 "endpoint missing" (a helper beyond it may be absent). */
  documented?: boolean;
  /** Statuses the spec documents for the operation ("404" there makes a 404 an ordinary answer). */
  documentedStatuses?: readonly string[];
}

/** What the fault reading needs of an operation (engine/spec.ts's Operation has it). */
export function faultContextOf(op: { parameters: readonly { in: string }[]; statuses: readonly string[] } | undefined): FaultContext {
  return op ? { documented: true, documentedStatuses: op.statuses } : {};
}

const seconds = (ms: number) => (ms >= 1000 ? `${+(ms / 1000).toFixed(1)} s` : `${ms} ms`);

/** The fault of an exchange, if any; undefined for a complete JSON answer (and for our own time budget running out). */
export function faultOf(ex: Exchange, c: FaultContext = {}): Fault | undefined {
  const r = ex.response;
  const detail = r.errorDetail ?? "";
  switch (r.error) {
    case "deadline":
    case "wait-ended":
      return undefined;
    case "timeout": {
      const body = detail.startsWith("response body");
      return {
        kind: "timeout",
        title: body ? "Timeout: the body did not arrive in time" : "Timeout: no response in time",
        expected: "a complete response within the per-request timeout (--timeout)",
        received: detail || "timeout",
      };
    }
    case "network":
      return RESET.test(detail)
        ? { kind: "connection-reset", title: "Connection reset by the server", expected: "a complete HTTP response", received: detail }
        : { kind: "connection-failed", title: "Connection failed", expected: "a complete HTTP response", received: detail };
    case "too-large":
      return { kind: "oversized-body", title: "Oversized body", expected: "a response body within the size limit", received: detail };
    case "redirect-loop":
      return { kind: "redirect-loop", title: "Redirect loop", expected: "an answer, not endless redirects", received: detail };
    case "cross-origin-redirect":
      return { kind: "cross-origin-redirect", title: "Redirect to another origin (not followed)", expected: "an answer from the server at --url (credentials, bodies and --header values are never sent elsewhere)", received: detail };
    case "too-deep":
      return { kind: "nested-too-deep", title: "Response nested too deep (not read)", expected: "a JSON body nested as the API's responses are (a few levels)", received: detail };
    case "rate-limited":
      return { kind: "rate-limited", title: "Still rate-limited after retrying", expected: "an answer once the server's Retry-After has passed", received: detail };
    case "unresponsive":
      return { kind: "unresponsive", title: "Operation unresponsive", expected: "a complete response within the per-request timeout (--timeout)", received: detail };
  }
  if (r.status >= 500) return { kind: "server-error", title: `Server error ${r.status}`, expected: "a response below 500", received: describe(r) };
  if (c.documented && (r.status === 404 || r.status === 405) && !c.documentedStatuses?.includes(String(r.status)) && endpointMissing(r)) {
    return {
      kind: "endpoint-missing",
      title: r.status === 404 ? "Endpoint missing: 404 without the error envelope for an operation of the seed" : "Method not allowed: 405 without the error envelope for an operation of the seed",
      expected: "the operation, as the seed documents it (an answer in the API's envelope: a refusal would carry result \"error\", a code and a msg)",
      received: describe(r),
    };
  }
  if (r.json === undefined) {
    return { kind: "unparsable-body", title: "Unparsable body: not JSON", expected: "a JSON body (application/json)", received: `${r.headers["content-type"] ?? "no Content-Type"}: ${describe(r)}` };
  }
  return undefined;
}

/**
 * Evidence of a missing route: a 404 or 405 WITHOUT this API's error envelope. The seed shows no statuses, so a 404
 * or 405 carrying the envelope (a code and msg) is an ordinary refusal, judged by its code and msg like any other
 * (a 404 carrying the unknown-channel error for a non-integer or unknown path value is one).
 */
function endpointMissing(r: ResponseRecord): boolean {
  const body = r.json && typeof r.json === "object" ? (r.json as Record<string, unknown>) : undefined;
  return !(body?.result === "error" && typeof body.code === "string");
}

function describe(r: ResponseRecord): string {
  const body = r.json !== undefined ? JSON.stringify(r.json) : JSON.stringify(r.text);
  return `${r.status} ${body.length > 200 ? body.slice(0, 200) + "…" : body}`;
}

export function faultDetails(fault: Fault, ex: Exchange): ViolationDetails {
  return { title: fault.title, expected: fault.expected, received: fault.received, exchange: ex, kind: fault.kind };
}

/** A fault met by a rule's call: a finding of the fault's kind, for the rule, never read as the rule's own failure. */
export class TransportFault extends Violation {
  constructor(
    readonly fault: Fault,
    exchange: Exchange,
  ) {
    super(faultDetails(fault, exchange));
  }
}

/** The operation was marked unresponsive: requests to it are not sent; whatever needed it is not tested. */
export class OperationUnresponsive extends Error {
  constructor(readonly operation: string) {
    super(`${operation} is unresponsive (repeated timeouts); not sent`);
  }
}

export { seconds as formatSeconds };
