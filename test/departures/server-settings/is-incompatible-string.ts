import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "server-settings/is-incompatible-string",
  title: "is_incompatible is the string 'false'",
  statements: ["server-settings.is-incompatible"],
  kind: "wrong-value",
  ...reuse(SETTINGS["server-settings/shape"]),
});
