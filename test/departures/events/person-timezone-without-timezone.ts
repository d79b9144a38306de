import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/person-timezone-without-timezone",
  title: "the time zone form of realm_user lacks timezone",
  statements: ["events.person-timezone"],
  kind: "event-field-missing",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/person-timezone"]),
});
