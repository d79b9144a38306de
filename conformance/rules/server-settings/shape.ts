import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings, show } from "./_support.ts";

const isBool = (v: unknown) => typeof v === "boolean";
const isString = (v: unknown) => typeof v === "string";

/** The Server settings object table: field → (check, type as the seed writes it). */
const FIELDS: Record<string, [(v: unknown) => boolean, string]> = {
  authentication_methods: [(v) => !!v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every(isBool), "object of booleans"],
  external_authentication_methods: [(v) => Array.isArray(v) && v.every((e) => !!e && typeof e === "object" && !Array.isArray(e)), "list of objects"],
  service_feature_level: [(v) => Number.isInteger(v) && (v as number) >= 0, "integer (a feature level, 0 or more)"],
  service_version: [isString, "string"],
  service_merge_base: [isString, "string"],
  push_notifications_enabled: [isBool, "boolean"],
  is_incompatible: [isBool, "boolean"],
  email_auth_enabled: [isBool, "boolean"],
  require_email_format_usernames: [isBool, "boolean"],
  realm_uri: [isString, "string"],
  realm_url: [isString, "string"],
  realm_name: [isString, "string"],
  realm_icon: [isString, "string"],
  realm_description: [isString, "string"],
  realm_web_public_access_enabled: [isBool, "boolean"],
};

// The server settings object's fields have the seed's types wherever they are present. None is required: "older
// servers may omit keys, and a request to the root domain of a multi-subdomain server omits realm-specific
// settings"; keys the seed does not list are allowed.
export default rule({
  id: "server-settings/shape",
  title: "Server settings fields have the seed's types (none is required)",
  seed: "Server settings object (fields and types; not every attribute is guaranteed)",
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    const wrong = Object.entries(FIELDS).filter(([k, [ok]]) => k in body && !ok(body[k]));
    expectThat(!wrong.length, {
      title: "Server settings field of the wrong type",
      expected: wrong.map(([k, [, type]]) => `${k}: ${type}`).join("; "),
      received: wrong.map(([k]) => `${k}: ${show(body[k])}`).join("; "),
      exchange: ex,
    });
  },
});
