import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/update-group-invalid-msg",
  title: "an unknown group answers 'Invalid group', not 'Invalid user group'",
  statements: ["errors.update-group-invalid"],
  kind: "wrong-text",
  ...reuse(GROUPS["user-groups/update-unknown-id"]),
});
