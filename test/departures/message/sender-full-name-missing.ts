import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-full-name-missing",
  title: "message objects lack sender_full_name",
  statements: ["message.sender-full-name"],
  kind: "left-out",
  breakage: dropField("message", "sender_full_name"),
});
