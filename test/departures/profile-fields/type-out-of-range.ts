import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-fields/type-out-of-range",
  title: "a field_type outside 1 to 8 is accepted",
  statements: ["profile-fields.field-type"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /realm/profile_fields are skipped and realm/profile-field-type-8, realm/profile-field-type-range run and pass",
  knownMissIn: ["seed-only"],
  ...reuse(REALM["realm/profile-field-type-range"]),
});
