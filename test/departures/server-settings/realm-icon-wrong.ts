import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/realm-icon-wrong",
  title: "realm_icon as a number",
  statements: ["server-settings.realm-icon"],
  kind: "wrong-value",
  breakage: setField("server-settings", "realm_icon", () => 42),
});
