import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-email-missing",
  title: "message objects lack sender_email",
  statements: ["message.sender-email"],
  kind: "left-out",
  breakage: dropField("message", "sender_email"),
});
