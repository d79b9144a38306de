import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "invites/notify-referrer-required",
  title: "POST /invites without notify_referrer_on_join is refused",
  statements: ["invites.notify-referrer-on-join"],
  kind: "optional-as-required",
  ...reuse(INVITES["invites/notify-referrer-on-join"], 0),
});
