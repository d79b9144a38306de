import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "conventions/json-fields-not-decoded",
  title: "JSON-encoded list fields are not decoded",
  statements: ["conventions.json-encoded-values"],
  kind: "left-out",
  ...reuse(ENVELOPE["envelope/json-in-form-fields"]),
});
