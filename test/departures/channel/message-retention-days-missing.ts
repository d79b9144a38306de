import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/message-retention-days-missing",
  title: "channel objects lack message_retention_days",
  statements: ["channel.message-retention-days", "level.17"],
  kind: "left-out",
  breakage: dropField("channel", "message_retention_days"),
});
