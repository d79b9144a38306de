import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/hint-required",
  title: "POST /realm/profile_fields without hint is refused",
  statements: ["profile-fields.name-hint-optional"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /realm/profile_fields", "hint"),
});
