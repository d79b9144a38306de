import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/is-me-message-missing",
  title: "message objects lack is_me_message",
  statements: ["message.is-me-message"],
  kind: "left-out",
  breakage: dropField("message", "is_me_message"),
});
