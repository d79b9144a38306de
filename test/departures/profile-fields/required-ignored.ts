import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-fields/required-ignored",
  title: "required is not read",
  statements: ["profile-fields.required"],
  kind: "left-out",
  knownMiss: "on the seed-only profile no operation reads a profile field back (Zulip's GET /realm/profile_fields, which realm/profile-field-required needs, is missing), and the seed shows no effect of required on any other operation",
  knownMissIn: ["seed-only"],
  ...reuse(REALM["realm/profile-field-required"]),
});
