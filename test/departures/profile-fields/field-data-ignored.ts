import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "profile-fields/field-data-ignored",
  title: "field_data is not read",
  statements: ["profile-fields.field-data"],
  kind: "left-out",
  knownMiss: "on the seed-only profile no operation reads a profile field back (Zulip's GET /realm/profile_fields, which the options rules need, is missing); realm/profile-field-options-shape reads only that a well-formed field_data is accepted",
  knownMissIn: ["seed-only"],
  wrap: ignoreParam("POST /realm/profile_fields", "field_data"),
});
