import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-bot-missing",
  title: "user objects lack is_bot",
  statements: ["user.is-bot"],
  kind: "left-out",
  breakage: dropField("user", "is_bot"),
});
