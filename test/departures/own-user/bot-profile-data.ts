import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "own-user/bot-profile-data",
  title: "a bot's own user carries profile_data",
  statements: ["own-user.profile-data"],
  kind: "wrong-value",
  ...reuse(USERS["users/own-user-flat"], 0),
});
