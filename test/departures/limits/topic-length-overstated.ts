import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "limits/topic-length-overstated",
  title: "max_topic_length advertised longer than the topics the server takes",
  statements: ["limits.max-topic-length"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: setField("register", "max_topic_length", (r) => r.max_topic_length + 5),
});
