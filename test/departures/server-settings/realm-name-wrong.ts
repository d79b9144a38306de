import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/realm-name-wrong",
  title: "realm_name as a number",
  statements: ["server-settings.realm-name"],
  kind: "wrong-value",
  breakage: setField("server-settings", "realm_name", () => 42),
});
