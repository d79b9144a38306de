import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-fields/summary-for-long-text",
  title: "long text and person picker fields accepted for the profile summary",
  statements: ["profile-fields.summary-types"],
  kind: "left-out",
  ...reuse(REALM["realm/profile-field-summary-types"]),
});
