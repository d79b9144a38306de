import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-fields/type-out-of-range",
  title: "a field_type outside 1 to 8 is accepted",
  statements: ["profile-fields.field-type"],
  kind: "left-out",
  ...reuse(REALM["realm/profile-field-type-range"]),
});
