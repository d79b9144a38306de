import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/guests-list-groups",
  title: "guests get GET /user_groups",
  statements: ["groups.list-callers"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/list-refused-to-guests-and-bots"]),
});
