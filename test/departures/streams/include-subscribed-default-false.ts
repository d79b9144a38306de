import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/include-subscribed-default-false",
  title: "include_subscribed omitted is read as false, not its default true",
  statements: ["streams.include-subscribed"],
  kind: "left-out",
  ...reuse(STREAMS["streams/list-flag-combinations"], 0),
});
