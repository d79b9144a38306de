import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/custom-profile-field-not-rendered",
  title: "the custom profile field event's rendered_value is the raw value in a paragraph",
  statements: ["events.person-custom-profile-field"],
  kind: "partial",
  ...reuse(USERS["users/profile-data-event-rendered-html"]),
});
