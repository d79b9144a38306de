import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "conventions/every-parameter-listed-ignored",
  title: "writes list every parameter they were sent as ignored, the supported ones too",
  statements: ["conventions.ignored-parameters-unsupported", "level.167"],
  kind: "left-out",
  ...reuse(ENVELOPE["envelope/ignored-parameters-unsupported"]),
});
