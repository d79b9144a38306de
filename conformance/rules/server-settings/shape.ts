import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings } from "./_support.ts";

// The server settings object's fields have the types of the spec's ServerSettings schema at the tested level,
// wherever they are present. None is required: "older servers may omit keys, and a request to the root domain of a
// multi-subdomain server omits realm-specific settings"; keys the seed does not list are allowed.
export default rule({
  id: "server-settings/shape",
  title: "Server settings fields have the seed's types (none is required)",
  seed: "Server settings object (fields and types; not every attribute is guaranteed)",
  statements: ["server-settings.authentication-methods", "server-settings.service-feature-level", "server-settings.service-version", "server-settings.service-merge-base", "server-settings.push-notifications-enabled", "server-settings.is-incompatible", "server-settings.email-auth-enabled", "server-settings.require-email-format-usernames", "server-settings.realm-name", "server-settings.realm-icon", "server-settings.realm-description", "server-settings.attributes-not-guaranteed", "versioning.feature-level"],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    const wrong = ctx.spec.schemaProblems("ServerSettings", body);
    expectThat(!wrong.length, {
      title: "Server settings field of the wrong type",
      expected: "the fields present with the types of components/schemas/ServerSettings",
      received: wrong.join("; "),
      exchange: ex,
    });
  },
});
