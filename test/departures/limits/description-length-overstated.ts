import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "limits/description-length-overstated",
  title: "max_stream_description_length advertised longer than the descriptions the server takes",
  statements: ["limits.max-stream-description-length"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: setField("register", "max_stream_description_length", (r) => r.max_stream_description_length + 5),
});
