import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "server-settings/email-auth-off-while-working",
  title: "email_auth_enabled false while the password login works",
  statements: ["server-settings.email-auth-enabled"],
  kind: "wrong-value",
  ...reuse(SETTINGS["server-settings/email-auth-matches-password-login"]),
});
