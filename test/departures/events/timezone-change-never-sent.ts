import { dropEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/timezone-change-never-sent",
  title: "time zone changes send no realm_user event",
  statements: ["events.person-timezone"],
  kind: "wrong-audience",
  profiles: ["zulip"],
  breakage: dropEvents((e) => e.type === "realm_user" && e.person?.timezone !== undefined),
});
