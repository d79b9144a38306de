import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-id-missing",
  title: "message objects lack sender_id",
  statements: ["message.sender"],
  kind: "left-out",
  breakage: dropField("message", "sender_id"),
});
