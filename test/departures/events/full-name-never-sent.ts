import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/full-name-never-sent",
  title: "full-name changes send no realm_user event",
  statements: ["events.person-full-name"],
  kind: "wrong-audience",
  ...reuse(USERS["users/full-name-update-event"]),
});
