import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "server-settings/web-public-access-always-on",
  title: "realm_web_public_access_enabled true with no web-public channel",
  statements: ["server-settings.realm-web-public-access-enabled"],
  kind: "wrong-value",
  ...reuse(SETTINGS["server-settings/web-public-access-off-without-channels"]),
});
