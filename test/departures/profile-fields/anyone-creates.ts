import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-fields/anyone-creates",
  title: "non-administrators create profile fields",
  statements: ["profile-fields.admin-only"],
  kind: "left-out",
  ...reuse(REALM["realm/profile-field-admin-only"]),
});
