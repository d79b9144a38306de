import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/client-wrong",
  title: "client is a number",
  statements: ["message.client"],
  kind: "wrong-value",
  breakage: setField("message", "client", () => 42),
});
