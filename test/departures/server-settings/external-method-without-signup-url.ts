import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "server-settings/external-method-without-signup-url",
  title: "an external authentication method lacks signup_url",
  statements: ["server-settings.external-authentication-methods"],
  kind: "left-out",
  ...reuse(SETTINGS["server-settings/external-authentication-methods"]),
});
