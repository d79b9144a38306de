import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/date-joined-wrong",
  title: "date_joined as a UNIX timestamp, not ISO 8601 text",
  statements: ["user.date-joined"],
  kind: "wrong-value",
  breakage: setField("user", "date_joined", (u) => Date.parse(u.date_joined) / 1000),
});
