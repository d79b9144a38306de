import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/realm-url-wrong",
  title: "realm_url as a number",
  statements: ["server-settings.realm-url"],
  kind: "wrong-value",
  breakage: setField("server-settings", "realm_url", () => 42),
});
