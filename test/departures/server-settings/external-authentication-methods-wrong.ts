import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/external-authentication-methods-wrong",
  title: "an external method's name as a number",
  statements: ["server-settings.external-authentication-methods"],
  kind: "wrong-value",
  breakage: setField("server-settings", "external_authentication_methods", () => [{ name: 1, display_name: "SAML", display_icon: null, login_url: "/l", signup_url: "/s" }]),
});
