import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/field-data-required",
  title: "POST /realm/profile_fields without field_data is refused",
  statements: ["profile-fields.field-data"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /realm/profile_fields", "field_data"),
});
