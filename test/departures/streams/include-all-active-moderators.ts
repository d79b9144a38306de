import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/include-all-active-moderators",
  title: "a moderator's include_all_active is answered as an administrator's",
  statements: ["streams.include-all-active"],
  kind: "left-out",
  ...reuse(STREAMS["streams/include-all-active-every-role"]),
});
