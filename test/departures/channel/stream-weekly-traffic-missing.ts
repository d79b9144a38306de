import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/stream-weekly-traffic-missing",
  title: "channel objects lack stream_weekly_traffic",
  statements: ["channel.stream-weekly-traffic"],
  kind: "left-out",
  breakage: dropField("channel", "stream_weekly_traffic"),
});
