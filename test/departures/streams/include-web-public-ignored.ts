import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/include-web-public-ignored",
  title: "include_web_public is ignored",
  statements: ["streams.include-web-public"],
  kind: "left-out",
  ...reuse(STREAMS["streams/list-flag-combinations"]),
});
