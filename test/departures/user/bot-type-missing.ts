import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/bot-type-missing",
  title: "user objects lack bot_type",
  statements: ["user.bot-type"],
  kind: "left-out",
  breakage: dropField("user", "bot_type"),
});
