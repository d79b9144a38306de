import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "users/include-custom-profile-fields-required",
  title: "GET /users/{user_id} without include_custom_profile_fields is refused",
  statements: ["users.include-custom-profile-fields"],
  kind: "optional-as-required",
  breakage: refuseWithout("GET /users/{user_id}", "include_custom_profile_fields"),
});
