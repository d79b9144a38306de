import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/field-data-ignored",
  title: "field_data is not read",
  statements: ["profile-fields.field-data"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /realm/profile_fields are skipped and realm/profile-field-options-shape runs and passes",
  knownMissIn: ["seed-only"],
  wrap: ignoreParam("POST /realm/profile_fields", "field_data"),
});
