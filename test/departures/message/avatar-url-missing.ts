import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/avatar-url-missing",
  title: "message objects lack avatar_url",
  statements: ["message.avatar-url"],
  kind: "left-out",
  breakage: dropField("message", "avatar_url"),
});
