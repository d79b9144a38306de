import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { serverSettings, show } from "./_support.ts";

// email_auth_enabled says whether "email and password login" is allowed. POST /fetch_api_key logs in with a username
// (usually the email; may be an LDAP username) and a password, "useful only when email/password or LDAP
// authentication is enabled": where a member logs in with their email and password, the settings report email
// authentication enabled, or LDAP (authentication_methods.ldap), whichever a server sends.
export default rule({
  id: "server-settings/email-auth-matches-password-login",
  title: "A password login works only where email_auth_enabled (or LDAP) says so",
  seed: "Server settings object: email_auth_enabled (email and password login allowed), authentication_methods; Endpoints: POST /fetch_api_key (useful only when email/password or LDAP authentication is enabled)",
  statements: ["server-settings.email-auth-enabled"],
  operations: ["GET /server_settings", "POST /fetch_api_key"],
  roles: ["member"],
  passwords: ["member"],
  async run(ctx) {
    const member = ctx.as("member");
    const { ex, body } = await serverSettings(ctx);
    const login = await ctx.credentials.fetchKey("POST /fetch_api_key", ctx.credentials.passwordOf(member));
    if (bodyObject(login.exchange.response)?.result !== "success") return ctx.note(`POST /fetch_api_key did not log ${member.email} in: nothing follows (${describeResponse(login.exchange.response)})`);
    const email = body.email_auth_enabled;
    const ldap = (body.authentication_methods as Record<string, unknown> | undefined)?.ldap;
    expectThat(email !== false || ldap === true, {
      title: "A password login works while email authentication is reported disabled",
      expected: "email_auth_enabled true (or absent), or authentication_methods.ldap true, since POST /fetch_api_key logged in with an email and a password",
      received: `email_auth_enabled ${show(email)}, authentication_methods.ldap ${show(ldap)}`,
      exchange: ex,
    });
  },
});
