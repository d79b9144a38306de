import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/recipient-id-missing",
  title: "message objects lack recipient_id",
  statements: ["message.recipient-id"],
  kind: "left-out",
  breakage: dropField("message", "recipient_id"),
});
