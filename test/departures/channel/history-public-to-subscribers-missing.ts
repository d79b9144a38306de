import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/history-public-to-subscribers-missing",
  title: "channel objects lack history_public_to_subscribers",
  statements: ["channel.history-public-to-subscribers"],
  kind: "left-out",
  breakage: dropField("channel", "history_public_to_subscribers"),
});
