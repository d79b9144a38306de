import { dropEventField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "events/custom-profile-field-without-user-id",
  title: "the custom profile field form of realm_user lacks user_id",
  statements: ["events.person-custom-profile-field"],
  kind: "event-field-missing",
  breakage: dropEventField((e) => e.type === "realm_user" && e.person?.custom_profile_field !== undefined, "person.user_id"),
});
