import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings, show, type Json } from "./_support.ts";

/** What is missing or mistyped in one entry. */
function entryProblems(e: Json): string[] {
  const out: string[] = [];
  for (const k of ["name", "display_name", "login_url", "signup_url"]) if (typeof e?.[k] !== "string") out.push(`${k} ${show(e?.[k])} (expected a string)`);
  if (!(e && "display_icon" in e && (e.display_icon === null || typeof e.display_icon === "string"))) out.push(`display_icon ${show(e?.display_icon)} (expected a string or null)`);
  return out;
}

// Every external_authentication_methods entry is complete: name (a unique machine-readable string), display_name,
// display_icon (string or null), login_url and signup_url.
export default rule({
  id: "server-settings/external-authentication-methods",
  title: "external_authentication_methods entries are complete, with unique names",
  seed: "Server settings object: external_authentication_methods (each: name (string, unique machine-readable), display_name, display_icon (string or null), login_url, signup_url)",
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    const list = body.external_authentication_methods;
    if (!Array.isArray(list)) return ctx.note("no external_authentication_methods list");
    const problems = list.flatMap((e, i) => entryProblems(e).map((p) => `[${i}] ${p}`));
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
