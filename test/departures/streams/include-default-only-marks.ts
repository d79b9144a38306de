import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/include-default-only-marks",
  title: "include_default marks is_default but adds no default channel to the list",
  statements: ["streams.include-default"],
  kind: "left-out",
  ...reuse(STREAMS["streams/include-default-adds-default-channels"]),
});
