import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/groups-create",
  title: "POST /user_groups/create answers 500 to members as JSON nested over 1,000 deep",
  statements: ["groups.create"],
  kind: "edge-crash",
  ...crashOn("POST /user_groups/create", "body", "members", TRIGGERS.deepJson("list nested 20,000 deep")),
});
