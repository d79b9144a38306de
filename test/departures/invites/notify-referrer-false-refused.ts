import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "invites/notify-referrer-false-refused",
  title: "notify_referrer_on_join=false is refused",
  statements: ["invites.notify-referrer-on-join"],
  kind: "left-out",
  ...reuse(INVITES["invites/notify-referrer-on-join"]),
});
