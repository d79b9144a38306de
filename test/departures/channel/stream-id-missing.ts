import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/stream-id-missing",
  title: "channel objects lack stream_id",
  statements: ["channel.stream-id"],
  kind: "left-out",
  breakage: dropField("channel", "stream_id"),
});
