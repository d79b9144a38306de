import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/update-is-web-public-ignored",
  title: "is_web_public is accepted and not applied",
  statements: ["streams.update-is-web-public"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-is-web-public-round-trip"]),
});
