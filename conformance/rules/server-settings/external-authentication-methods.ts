import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings, show } from "./_support.ts";

// Every external_authentication_methods entry is complete (the spec's ExternalAuthenticationMethod schema: name, a
// unique machine-readable string, display_name, display_icon, string or null, login_url and signup_url).
export default rule({
  id: "server-settings/external-authentication-methods",
  title: "external_authentication_methods entries are complete, with unique names",
  seed: "Server settings object: external_authentication_methods (each: name (string, unique machine-readable), display_name, display_icon (string or null), login_url, signup_url)",
  statements: ["server-settings.external-authentication-methods"],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    const list = body.external_authentication_methods;
    if (!Array.isArray(list)) return ctx.note("no external_authentication_methods list");
    const problems = list.flatMap((e, i) => ctx.spec.schemaProblems("ExternalAuthenticationMethod", e).map((p) => `[${i}] ${p}`));
    const names = list.map((e) => e?.name);
    const dupes = names.filter((n, i) => names.indexOf(n) !== i);
    expectThat(!problems.length && !dupes.length, {
      title: "Incomplete external authentication method",
      expected: "entries with name, display_name, display_icon, login_url, signup_url; names unique",
      received: [...problems, ...(dupes.length ? [`duplicate names ${show(dupes)}`] : [])].join("; "),
      exchange: ex,
    });
  },
});
