import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/id-missing",
  title: "POST /realm/profile_fields answers lack id",
  statements: ["profile-fields.response"],
  kind: "left-out",
  breakage: dropField("profile-field", "id"),
});
