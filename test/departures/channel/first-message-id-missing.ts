import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/first-message-id-missing",
  title: "channel objects lack first_message_id",
  statements: ["channel.first-message-id"],
  kind: "left-out",
  breakage: dropField("channel", "first_message_id"),
});
