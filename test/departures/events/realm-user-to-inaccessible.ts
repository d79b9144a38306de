import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: its setup (RESTRICTED_GUEST) needs Zulip's GET /users and DELETE /users/me/subscriptions.
export default departure({
  id: "events/realm-user-to-inaccessible",
  title: "realm_user events reach a guest who cannot access the modified user",
  statements: ["events.realm-user-audience", "events.person-full-name"],
  kind: "wrong-audience",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/realm-user-audience"]),
});
