import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "limits/third-summary-field",
  title: "a third display_in_profile_summary field is accepted",
  statements: ["limits.profile-summary-fields", "profile-fields.summary-at-most-two"],
  kind: "left-out",
  ...reuse(REALM["realm/profile-field-summary-limit"]),
});
