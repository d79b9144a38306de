import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/realm-description-wrong",
  title: "realm_description as a number",
  statements: ["server-settings.realm-description"],
  kind: "wrong-value",
  breakage: setField("server-settings", "realm_description", () => 42),
});
