import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/only-owner-demoted",
  title: "the only owner's self-demotion is accepted",
  statements: ["users.only-owner-keeps-role"],
  kind: "left-out",
  ...reuse(USERS["users/only-owner-keeps-owner-role"]),
});
