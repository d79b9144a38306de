import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/name-wrong",
  title: "channel names come back with a # before them",
  statements: ["channel.name"],
  kind: "wrong-value",
  breakage: setField("channel", "name", (c) => `#${c.name}`),
});
