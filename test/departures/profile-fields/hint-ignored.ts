import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/hint-ignored",
  title: "hint is not read",
  statements: ["profile-fields.name-hint-optional"],
  kind: "left-out",
  wrap: ignoreParam("POST /realm/profile_fields", "hint"),
});
