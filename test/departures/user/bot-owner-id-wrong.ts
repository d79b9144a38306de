import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/bot-owner-id-wrong",
  title: "bot_owner_id as a string",
  statements: ["user.bot-owner-id"],
  kind: "wrong-value",
  breakage: setField("user", "bot_owner_id", (u) => (u.bot_owner_id === null ? null : String(u.bot_owner_id))),
});
