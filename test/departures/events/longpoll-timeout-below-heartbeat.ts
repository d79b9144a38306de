import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "events/longpoll-timeout-below-heartbeat",
  title: "event_queue_longpoll_timeout_seconds advertised below the heartbeat",
  statements: ["events.longpoll-timeout"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: setField("register", "event_queue_longpoll_timeout_seconds", () => 0),
  server: EVENTS["events/heartbeat"]!.server,
  run: EVENTS["events/heartbeat"]!.run,
});
