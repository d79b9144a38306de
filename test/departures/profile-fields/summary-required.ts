import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/summary-required",
  title: "POST /realm/profile_fields without display_in_profile_summary is refused",
  statements: ["profile-fields.summary-at-most-two"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /realm/profile_fields", "display_in_profile_summary"),
});
