import { dropEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "events/deactivation-never-sent",
  title: "deactivation and reactivation send no realm_user event",
  statements: ["events.person-is-active"],
  kind: "wrong-audience",
  profiles: ["zulip"],
  breakage: dropEvents((e) => e.type === "realm_user" && typeof e.person?.is_active === "boolean"),
});
