import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/include-owner-subscribed-ignored",
  title: "include_owner_subscribed is ignored for bots",
  statements: ["streams.include-owner-subscribed"],
  kind: "left-out",
  ...reuse(STREAMS["streams/list-owner-subscribed-for-bots"]),
});
