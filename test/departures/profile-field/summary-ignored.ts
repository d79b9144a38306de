import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "profile-field/summary-ignored",
  title: "display_in_profile_summary is not read",
  statements: ["profile-field.attributes", "level.146"],
  kind: "left-out",
  ...reuse(REALM["realm/profile-field-summary-round-trip"]),
});
