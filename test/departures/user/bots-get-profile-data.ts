import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/bots-get-profile-data",
  title: "bots get an (empty) profile_data",
  statements: ["user.profile-data"],
  kind: "wrong-value",
  ...reuse(USERS["users/include-custom-profile-fields"]),
});
