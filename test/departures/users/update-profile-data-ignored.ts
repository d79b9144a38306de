import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/update-profile-data-ignored",
  title: "profile_data is accepted and not applied",
  statements: ["users.update-profile-data"],
  kind: "left-out",
  ...reuse(USERS["users/update-profile-data-round-trip"]),
});
