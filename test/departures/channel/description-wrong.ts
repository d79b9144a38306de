import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/description-wrong",
  title: "descriptions come back with text added",
  statements: ["channel.description"],
  kind: "wrong-value",
  breakage: setField("channel", "description", (c) => `${c.description} (edited)`),
});
