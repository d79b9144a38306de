import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/stream-weekly-traffic-wrong",
  title: "stream_weekly_traffic not rounded to an integer",
  statements: ["channel.stream-weekly-traffic"],
  kind: "wrong-value",
  breakage: setField("channel", "stream_weekly_traffic", (c) => (c.stream_weekly_traffic === null ? 0.5 : c.stream_weekly_traffic + 0.5)),
});
