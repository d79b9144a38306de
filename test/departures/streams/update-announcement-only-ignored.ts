import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/update-announcement-only-ignored",
  title: "the deprecated is_announcement_only is accepted and not applied",
  statements: ["streams.update-is-announcement-only"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-announcement-only-round-trip"]),
});
