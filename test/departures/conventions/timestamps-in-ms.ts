import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "conventions/timestamps-in-ms",
  title: "channel creation times in milliseconds",
  statements: ["conventions.unix-timestamps"],
  kind: "left-out",
  ...reuse(ENVELOPE["envelope/timestamps-integer-seconds"]),
});
