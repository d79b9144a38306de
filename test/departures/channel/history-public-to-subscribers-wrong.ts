import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/history-public-to-subscribers-wrong",
  title: "history_public_to_subscribers inverted",
  statements: ["channel.history-public-to-subscribers"],
  kind: "wrong-value",
  breakage: setField("channel", "history_public_to_subscribers", (c) => !c.history_public_to_subscribers),
});
