import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "server-settings/realm-uri-differs",
  title: "realm_uri differs from realm_url",
  statements: ["server-settings.realm-uri"],
  kind: "wrong-value",
  ...reuse(SETTINGS["server-settings/realm-uri-equals-realm-url"]),
});
