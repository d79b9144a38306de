import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-fields/required-ignored",
  title: "required is not read",
  statements: ["profile-fields.required"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /realm/profile_fields are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(REALM["realm/profile-field-required"]),
});
