import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "server-settings/version-empty",
  title: "no version under either name",
  statements: ["server-settings.service-version"],
  kind: "wrong-value",
  ...reuse(SETTINGS["server-settings/version-not-empty"]),
});
