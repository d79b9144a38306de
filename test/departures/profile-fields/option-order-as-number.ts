import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-fields/option-order-as-number",
  title: "options whose order is not a string are taken",
  statements: ["profile-fields.field-data"],
  kind: "partial",
  ...reuse(REALM["realm/profile-field-options-shape"]),
});
