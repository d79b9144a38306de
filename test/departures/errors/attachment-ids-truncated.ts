import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/attachment-ids-truncated",
  title: "attachment IDs read as 32-bit integers: 2^32 + N reaches attachment N",
  statements: ["errors.attachment-invalid"],
  kind: "ids-truncated",
  ...reuse(REALM["realm/attachment-delete-unknown-id"], 0),
});
