// GET /server_settings: no authentication; what a client needs before logging in.
import { anyWebPublicStream } from "../db/repos/streams.ts";
import type { Route } from "../http/context.ts";
import { getRealmSetting, REALM } from "../realm/settings.ts";

export const SERVICE_VERSION = "0.1.0";

/**
 * The version fields of GET /server_settings and POST /register, under the seed's names and under Zulip's (which
 * Zulip's own clients read), with equal values. Each is sent from the level the spec dates it to (the responses
 * are shaped by the spec: a missing feature level means 0). The merge base equals the version: not a fork.
 */
export function versionFields(level: number, zulipNames = true): Record<string, unknown> {
  const seed = { service_feature_level: level, service_version: SERVICE_VERSION, service_merge_base: SERVICE_VERSION };
  // The seed-only profile (zulipNames false) sends the seed's names alone.
  if (!zulipNames) return seed;
  return { ...seed, zulip_feature_level: level, zulip_version: SERVICE_VERSION, zulip_merge_base: SERVICE_VERSION };
}

export const routes: Route[] = [
  {
    op: "GET /server_settings",
    handler: (ctx) => {
      const { db, config, level } = ctx;
      const webPublic = getRealmSetting(db, "enable_spectator_access") && anyWebPublicStream(db);
      const out: Record<string, unknown> = {
        authentication_methods: {
          password: true,
          dev: !config.production,
          email: true,
          ldap: false,
          remoteuser: false,
          github: false,
          azuread: false,
          gitlab: false,
          apple: false,
          google: false,
          saml: false,
          "openid connect": false,
        },
        // No social or single sign-on backend is configured on this server.
        external_authentication_methods: [],
        push_notifications_enabled: false,
        is_incompatible: false,
        email_auth_enabled: true,
        require_email_format_usernames: true,
        realm_uri: config.realmUrl,
        realm_name: REALM.name,
        realm_icon: REALM.icon,
        realm_description: REALM.description,
        realm_web_public_access_enabled: webPublic,
      };
      Object.assign(out, versionFields(level, config.seedOnly.zulipNames));
      out.realm_url = config.realmUrl; // replaced realm_uri (kept, deprecated)
      return out;
    },
  },
];
