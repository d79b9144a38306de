// Broken servers for the server-settings rules: the reference server with exactly one behaviour changed.
import { isOperation, jsonResponse, type Breakage } from "../support/reference.ts";
import type { BrokenCase } from "../support/prove.ts";
import { WITH_PASSWORDS } from "./auth.ts";

/** Rewrites the GET /server_settings answer. */
export const settings = (edit: (json: Record<string, any>) => Record<string, any>): Breakage => ({
  response: (req, res, json) => (isOperation(req, "GET /server_settings") && json?.result === "success" ? jsonResponse(edit(json), res) : res),
});

export const SAML = { name: "saml", display_name: "SAML", display_icon: null, login_url: "/accounts/login/social/saml", signup_url: "/accounts/register/social/saml" };

export const BROKEN: Record<string, BrokenCase> = {
  "server-settings/shape": { breakage: settings((j) => ({ ...j, is_incompatible: "false" })) },
  "server-settings/realm-uri-equals-realm-url": { breakage: settings((j) => ({ ...j, realm_uri: "http://old-name.example.com" })) },
  // An entry without signup_url.
  "server-settings/external-authentication-methods": {
    breakage: settings((j) => {
      const { signup_url: _dropped, ...entry } = SAML;
      return { ...j, external_authentication_methods: [entry] };
    }),
  },
  // Zulip's name for the feature level says one level, the seed's another.
  "server-settings/version-names-agree": { breakage: settings((j) => ({ ...j, zulip_feature_level: j.service_feature_level - 1 })) },
  // LDAP reported enabled beside email-format usernames.
  "server-settings/email-usernames-not-with-ldap": { breakage: settings((j) => ({ ...j, authentication_methods: { ...j.authentication_methods, ldap: true } })) },
  // Email authentication reported off while the password login works.
  "server-settings/email-auth-matches-password-login": { run: WITH_PASSWORDS, breakage: settings((j) => ({ ...j, email_auth_enabled: false })) },
  // No version under either name.
  "server-settings/version-not-empty": { breakage: settings((j) => ({ ...j, service_version: "", zulip_version: "" })) },
  // Web-public access always reported on.
  "server-settings/web-public-access-off-without-channels": { breakage: settings((j) => ({ ...j, realm_web_public_access_enabled: true })) },
  // Channel lists never show a web-public channel, while the settings still say web-public access is on.
  "server-settings/web-public-access-needs-a-channel": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, "GET /streams") && json?.result === "success" ? jsonResponse({ ...json, streams: json.streams.filter((s: any) => !s.is_web_public) }, res) : res,
    },
  },
};

/** Servers every server-settings rule must accept. */
export const CORRECT: { name: string; c: BrokenCase }[] = [
  { name: "a complete external authentication method", c: { breakage: settings((j) => ({ ...j, external_authentication_methods: [SAML, { ...SAML, name: "github", display_name: "GitHub", display_icon: "/static/github.png" }] })) } },
  // "Not every attribute is guaranteed": a server may omit every key (then its level is 0).
  { name: "settings with every key omitted", c: { breakage: settings(({ result, msg }) => ({ result, msg })) } },
  { name: "web-public access off", c: { breakage: settings((j) => ({ ...j, realm_web_public_access_enabled: false })) } },
  // Either name of each version field, or both: a Zulip server sends zulip_*, a server written from the seed service_*.
  { name: "only Zulip's names of the version fields", c: { breakage: settings(({ service_feature_level: _l, service_version: _v, service_merge_base: _m, ...rest }) => rest) } },
  { name: "only the seed's names of the version fields", c: { breakage: settings(({ zulip_feature_level: _l, zulip_version: _v, zulip_merge_base: _m, ...rest }) => rest) } },
];
