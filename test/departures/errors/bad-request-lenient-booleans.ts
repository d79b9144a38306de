import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/bad-request-lenient-booleans",
  title: "a query boolean that is neither true nor false is dropped instead of refused",
  statements: ["errors.bad-request"],
  kind: "left-out",
  ...reuse(ENVELOPE["envelope/wrong-types-refused"]),
});
