import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/server-settings-needs-login",
  title: "anonymous GET /server_settings refused after the first",
  statements: ["auth.server-settings-open", "auth.server-settings-methods"],
  kind: "left-out",
  ...reuse(AUTH["auth/server-settings-open"]),
});
