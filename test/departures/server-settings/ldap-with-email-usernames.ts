import { BROKEN as SETTINGS } from "../../conformance/broken/server-settings.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "server-settings/ldap-with-email-usernames",
  title: "LDAP reported enabled beside email-format usernames",
  statements: ["server-settings.require-email-format-usernames"],
  kind: "wrong-value",
  ...reuse(SETTINGS["server-settings/email-usernames-not-with-ldap"]),
});
