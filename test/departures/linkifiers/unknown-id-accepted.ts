import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "linkifiers/unknown-id-accepted",
  title: "PATCH of an unknown linkifier answers success",
  statements: ["linkifiers.update", "level.57"],
  kind: "left-out",
  ...reuse(REALM["realm/linkifier-update-unknown-id"]),
});
