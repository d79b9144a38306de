import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/required-required",
  title: "POST /realm/profile_fields without required is refused",
  statements: ["profile-fields.required"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /realm/profile_fields", "required"),
});
