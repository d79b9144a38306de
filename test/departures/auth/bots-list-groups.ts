import { BROKEN as AUTH } from "../../conformance/broken/auth.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/bots-list-groups",
  title: "bots are not excluded from GET /user_groups",
  statements: ["auth.user-groups-no-bots-guests"],
  kind: "left-out",
  ...reuse(AUTH["auth/user-groups-every-caller"]),
});
