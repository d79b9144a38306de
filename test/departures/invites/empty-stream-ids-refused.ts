import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "invites/empty-stream-ids-refused",
  title: "an empty stream_ids is refused",
  statements: ["invites.stream-ids", "level.180"],
  kind: "left-out",
  ...reuse(INVITES["invites/empty-stream-ids-allowed"]),
});
