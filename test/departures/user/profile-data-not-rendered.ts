import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/profile-data-not-rendered",
  title: "rendered_value is the value escaped in a paragraph: the Markdown is never rendered",
  statements: ["user.profile-data"],
  kind: "partial",
  ...reuse(USERS["users/profile-data-rendered-value-html"]),
});
