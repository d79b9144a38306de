import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/bot-type-for-humans",
  title: "bot_type 1 on users who are not bots",
  statements: ["user.bot-type"],
  kind: "wrong-value",
  ...reuse(USERS["users/bot-type-null-iff-not-bot"]),
});
