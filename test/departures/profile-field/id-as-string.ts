import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-field/id-as-string",
  title: "the created profile field's id is a string",
  statements: ["profile-field.attributes"],
  kind: "wrong-value",
  ...reuse(REALM["realm/profile-field-create"]),
});
