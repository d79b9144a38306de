import { BROKEN as REALM } from "../../conformance/broken/realm.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/attachment-invalid-msg",
  title: "an unknown attachment answers 'Invalid attachment ID', not 'Invalid attachment'",
  statements: ["errors.attachment-invalid"],
  kind: "wrong-text",
  ...reuse(REALM["realm/attachment-delete-unknown-id"]),
});
