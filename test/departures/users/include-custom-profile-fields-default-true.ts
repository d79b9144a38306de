import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/include-custom-profile-fields-default-true",
  title: "include_custom_profile_fields omitted is read as true",
  statements: ["users.include-custom-profile-fields"],
  kind: "left-out",
  ...reuse(USERS["users/include-custom-profile-fields"], 0),
});
