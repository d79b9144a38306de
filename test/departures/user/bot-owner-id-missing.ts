import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/bot-owner-id-missing",
  title: "user objects lack bot_owner_id",
  statements: ["user.bot-owner-id"],
  kind: "left-out",
  breakage: dropField("user", "bot_owner_id"),
});
