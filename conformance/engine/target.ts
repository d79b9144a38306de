// Is this a Team Chat server, and at which feature level? GET /server_settings needs no credentials.
import type { Transport } from "./http.ts";

export type Probe =
  | { ok: true; advertisedLevel: number; version?: string }
  | { ok: false; reason: string };

export async function probe(transport: Transport): Promise<Probe> {
  const ex = await transport.send({ method: "GET", path: "/server_settings", auth: null });
  const r = ex.response;
  if (r.error) return { ok: false, reason: `${transport.apiRoot}/server_settings: ${r.error} (${r.errorDetail})` };
  const body = r.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || body.result !== "success") {
    const sample = r.text.slice(0, 120).replace(/\s+/g, " ");
    return { ok: false, reason: `${transport.apiRoot}/server_settings answered ${r.status} ${r.headers["content-type"] ?? ""} "${sample}": not a Team Chat Service API` };
  }
  // The seed: "a server that omits the field is treated as level 0". A Zulip server names it zulip_feature_level
  // (and the version zulip_version); either name counts, the seed's first (server-settings/version-names-agree
  // checks that both agree where both are sent).
  const level = [body.service_feature_level, body.zulip_feature_level].find((v) => typeof v === "number") ?? 0;
  const version = [body.service_version, body.zulip_version].find((v) => typeof v === "string");
  return { ok: true, advertisedLevel: level as number, ...(version !== undefined ? { version: version as string } : {}) };
}
