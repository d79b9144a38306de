import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/update-new-name-ignored",
  title: "new_name is accepted and not applied",
  statements: ["streams.update-new-name"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-new-name-round-trip"]),
});
