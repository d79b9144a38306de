// Is this a Team Chat server, and at which feature level? GET /server_settings needs no credentials.
// When it does not answer a success, the server may still be this API, broken (a 5xx, a timeout, an oversized or
// unparsable body): another unauthenticated request that answers the API's error envelope tells, and then the
// failure is a violation (exit 1). Only when nothing at the URL looks like this API is it "unreachable" (exit 3).
import type { Transport } from "./http.ts";
import { faultDetails, faultOf, UNREACHABLE } from "./faults.ts";
import type { ViolationDetails } from "./violation.ts";
import { isFeatureLevel } from "./levels.ts";

export type Probe =
  | { ok: true; advertisedLevel: number; version?: string }
  | { ok: false; reason: string; broken?: ViolationDetails };

const OP = "GET /server_settings";

export async function probe(transport: Transport): Promise<Probe> {
  const ex = await transport.send({ method: "GET", path: "/server_settings", auth: null });
  const r = ex.response;
  const where = `${transport.apiRoot}/server_settings`;
  const body = r.json && typeof r.json === "object" && !Array.isArray(r.json) ? (r.json as Record<string, unknown>) : undefined;
  if (!r.error && body?.result === "success") {
    // The seed: "a server that omits the field is treated as level 0". A Zulip server names it zulip_feature_level
    // (and the version zulip_version); either name counts, the seed's first (server-settings/version-names-agree
    // checks that both agree where both are sent).
    // A level decides what is tested: one that is not a non-negative integer (-5, "abc", null, 1.5) leaves nothing to
    // test by, so it is a violation of the setup (exit 1), never read as level 0 and "Conformant".
    for (const name of ["service_feature_level", "zulip_feature_level"]) {
      if (!(name in body) || isFeatureLevel(body[name])) continue;
      const received = `${name}: ${JSON.stringify(body[name]) ?? String(body[name])}`;
      const broken: ViolationDetails = {
        title: `${OP} advertises a feature level that is not a non-negative integer`,
        expected: "service_feature_level (or zulip_feature_level) a non-negative integer, or absent (then level 0)",
        received,
        exchange: ex,
        operation: OP,
      };
      return { ok: false, reason: `${where} answered ${received}: not a feature level; nothing tested, since the level decides what is`, broken };
    }
    const level = [body.service_feature_level, body.zulip_feature_level].find((v) => typeof v === "number") ?? 0;
    const version = [body.service_version, body.zulip_version].find((v) => typeof v === "string");
    return { ok: true, advertisedLevel: level as number, ...(version !== undefined ? { version: version as string } : {}) };
  }
  if (r.error === "deadline" || (r.error === "network" && UNREACHABLE.test(r.errorDetail ?? ""))) return { ok: false, reason: `${where}: ${r.error} (${r.errorDetail})` };
  const fault = faultOf(ex, { documented: true });
  const sample = r.error ? `${r.error} (${r.errorDetail})` : `${r.status} ${r.headers["content-type"] ?? ""} "${r.text.slice(0, 120).replace(/\s+/g, " ")}"`;
  // Its own answer in the API's envelope (an error, or a wrong `result`), or another request's, says it is this API.
  const ownEnvelope = !r.error && !!body && typeof body.result === "string" && typeof body.msg === "string";
  if (ownEnvelope || (await looksLikeThisApi(transport))) {
    const demandsCredentials = body?.result === "error" && body.code === "UNAUTHORIZED";
    const broken: ViolationDetails = fault
      ? { ...faultDetails(fault, ex), operation: OP }
      : demandsCredentials
        ? { title: `${OP} demands credentials`, expected: "a success without credentials (GET /server_settings needs no authentication)", received: sample, exchange: ex, operation: OP }
        : { title: `${OP} did not answer a success`, expected: "a success with the server's settings (no credentials needed)", received: sample, exchange: ex, operation: OP };
    return { ok: false, reason: `${where} answered ${sample}; the server answers other requests as this API does: reported as a violation, nothing else tested`, broken };
  }
  return { ok: false, reason: `${where} answered ${sample}: not a Team Chat Service API` };
}

/** An unauthenticated GET /users/me answered with the API's error envelope ({result: "error", msg, code}). */
async function looksLikeThisApi(transport: Transport): Promise<boolean> {
  const ex = await transport.send({ method: "GET", path: "/users/me", auth: null });
  const b = ex.response.json as Record<string, unknown> | undefined;
  return !ex.response.error && !!b && typeof b === "object" && b.result === "error" && typeof b.msg === "string";
}
