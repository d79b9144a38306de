import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-field/date-as-short-text",
  title: "date picker fields (type 4) stored as short text: one of the eight types wrong",
  statements: ["profile-field.types"],
  kind: "partial",
  knownMiss: "on the seed-only profile no operation reads a profile field back (Zulip's GET /realm/profile_fields, which realm/profile-field-every-type needs, is missing); a field stored with another type is accepted like one stored right",
  knownMissIn: ["seed-only"],
  ...reuse(REALM["realm/profile-field-every-type"]),
});
