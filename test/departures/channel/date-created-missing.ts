import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/date-created-missing",
  title: "channel objects lack date_created",
  statements: ["channel.date-created", "level.30"],
  kind: "left-out",
  breakage: dropField("channel", "date_created"),
});
