import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings, show } from "./_support.ts";

// require_email_format_usernames is "false if LDAP username/password is enabled", and authentication_methods reports
// which authentication methods are enabled (its ldap key among them): where the settings say all usernames are email
// addresses, they do not also report LDAP enabled.
export default rule({
  id: "server-settings/email-usernames-not-with-ldap",
  title: "require_email_format_usernames is not true while authentication_methods reports LDAP enabled",
  seed: "Server settings object: require_email_format_usernames (false if LDAP username/password is enabled), authentication_methods (keys: ... ldap ...); Authentication 4 (GET /server_settings reports which authentication methods are enabled)",
  statements: ["server-settings.require-email-format-usernames", "server-settings.authentication-methods"],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    if (body.require_email_format_usernames !== true) return ctx.note(`require_email_format_usernames is ${show(body.require_email_format_usernames)}: nothing follows`);
    const ldap = (body.authentication_methods as Record<string, unknown> | undefined)?.ldap;
    expectThat(ldap !== true, {
      title: "Email-format usernames required while LDAP is enabled",
      expected: "authentication_methods.ldap not true where require_email_format_usernames is true (it is false if LDAP is enabled)",
      received: `authentication_methods.ldap ${show(ldap)}`,
      exchange: ex,
    });
  },
});
