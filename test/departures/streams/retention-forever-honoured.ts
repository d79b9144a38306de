import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/retention-forever-honoured",
  title: "message_retention_days 'forever' still honoured at the level where it became 'unlimited'",
  statements: ["streams.update-retention", "level.91"],
  kind: "replaced-honoured",
  ...reuse(ENVELOPE["envelope/replaced-parameters-not-honoured"], 0),
});
