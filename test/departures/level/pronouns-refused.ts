import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "level/pronouns-refused",
  title: "field type 8 (pronouns) refused on a newest-level server",
  statements: ["level.151"],
  kind: "left-out",
  ...reuse(REALM["realm/profile-field-type-8"]),
});
