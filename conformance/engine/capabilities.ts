// Zulip's extras are capabilities a server may lack. The seed names a small surface; the suite reaches some seed
// facts through Zulip operations beyond it (POST /messages to have a message to read, POST /register for a queue,
// PATCH /settings to cause a user_settings event). Which operations are extras is data: the spec's `x-beyond-seed`
// marks (lib/spec `beyondSeed`), never a hand list, and a rule's need for one is its `operations` list.
//
// The engine learns once per run what the server offers: the first call of an extra that the server answers as an
// unknown route (404, 405, 501, or no JSON at all), or a success that lists a parameter the suite sent in
// `ignored_parameters_unsupported`, marks that capability missing. The rule meeting it is skipped with that reason,
// never failed, and every later rule needing it is skipped before it sends anything.
import type { Exchange } from "./types.ts";

/** A capability: a beyond-seed operation ("GET /messages") or a parameter of one ("PATCH /settings high_contrast_mode"). */
export type Capability = string;

export interface CapabilityGap {
  capability: Capability;
  /** What the server answered, in a few words ("404 {\"result\":\"error\",...}"). */
  evidence: string;
}

/** Thrown where a rule needs a capability the server lacks: the rule is skipped with the gap as its reason. */
export class CapabilityMissing extends Error {
  constructor(readonly gap: CapabilityGap) {
    super(skipReasonOf(gap));
  }
}

/** The one wording of a capability skip, grouped by the summary on its `capability`. */
export function skipReasonOf(gap: CapabilityGap): string {
  return `needs Zulip's ${gap.capability} (not in the seed), which this server lacks (${gap.evidence}); not tested`;
}

const MISSING_ROUTE = new Set([404, 405, 501]);

/**
 * Why an exchange with a beyond-seed operation shows the server lacks it, or undefined when it has it. Any 404,
 * 405 or 501, with or without the error envelope, counts: for an extra, the suite has no seed words to judge the
 * answer by, so reading it as absence can cost coverage but never a false finding.
 */
export function lacksOperation(ex: Exchange): string | undefined {
  const r = ex.response;
  if (r.error) return undefined;
  if (MISSING_ROUTE.has(r.status)) return `${r.status} ${short(r.json !== undefined ? JSON.stringify(r.json) : r.text)}`;
  if (r.json === undefined) return `${r.status} ${r.headers["content-type"] ?? "no Content-Type"}, not JSON`;
  return undefined;
}

/** Parameters the request sent that a success lists in ignored_parameters_unsupported. */
export function ignoredSent(ex: Exchange, sent: readonly string[]): string[] {
  const body = ex.response.json as Record<string, unknown> | undefined;
  const ignored = body?.result === "success" ? body.ignored_parameters_unsupported : undefined;
  return Array.isArray(ignored) ? sent.filter((name) => ignored.includes(name)) : [];
}

/** Skip reasons grouped by capability, for the summary: "GET /messages" → rule ids. */
export function groupByCapability(results: readonly { id: string; capability?: Capability }[]): Map<Capability, string[]> {
  const out = new Map<Capability, string[]>();
  for (const r of results) if (r.capability) out.set(r.capability, [...(out.get(r.capability) ?? []), r.id]);
  return out;
}

function short(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > 120 ? `${t.slice(0, 120)}…` : t || "empty body";
}
