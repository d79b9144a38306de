import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/authentication-methods-wrong",
  title: "an authentication method flag as a string",
  statements: ["server-settings.authentication-methods"],
  kind: "wrong-value",
  breakage: setField("server-settings", "authentication_methods", (j) => ({ ...j.authentication_methods, password: "yes" })),
});
