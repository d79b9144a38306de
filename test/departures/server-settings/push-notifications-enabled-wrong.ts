import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "server-settings/push-notifications-enabled-wrong",
  title: "push_notifications_enabled as a string",
  statements: ["server-settings.push-notifications-enabled"],
  kind: "wrong-value",
  breakage: setField("server-settings", "push_notifications_enabled", () => "no"),
});
