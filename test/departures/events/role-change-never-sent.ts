import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/role-change-never-sent",
  title: "role changes send no realm_user event to anyone",
  statements: ["events.person-role"],
  kind: "wrong-audience",
  ...reuse(EVENTS["events/role-change-event"]),
});
