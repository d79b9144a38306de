import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-field/pronouns-refused",
  title: "field type 8 (pronouns) is refused",
  statements: ["profile-field.types"],
  kind: "left-out",
  ...reuse(REALM["realm/profile-field-type-8"]),
});
