import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/update-group-ids-truncated",
  title: "group IDs read as 32-bit integers: 2^32 + N edits group N",
  statements: ["errors.update-group-invalid"],
  kind: "ids-truncated",
  ...reuse(GROUPS["user-groups/update-unknown-id"], 0),
});
