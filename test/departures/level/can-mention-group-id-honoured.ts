import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "level/can-mention-group-id-honoured",
  title: "can_mention_group_id still honoured on group creation after its rename",
  statements: ["level.191-198-258-260"],
  kind: "replaced-honoured",
  ...reuse(ENVELOPE["envelope/replaced-parameters-not-honoured"], 1),
});
