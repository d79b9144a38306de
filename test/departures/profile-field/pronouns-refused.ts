import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-field/pronouns-refused",
  title: "field type 8 (pronouns) is refused",
  statements: ["profile-field.types"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /realm/profile_fields are skipped and realm/profile-field-type-range runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(REALM["realm/profile-field-type-8"]),
});
