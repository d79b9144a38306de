import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/custom-profile-field-never-sent",
  title: "custom profile field changes send no realm_user event",
  statements: ["events.person-custom-profile-field"],
  kind: "wrong-audience",
  ...reuse(USERS["users/profile-data-update-event"]),
});
