import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/get-stream-unknown-accepted",
  title: "an unknown channel ID answers success",
  statements: ["errors.get-stream-invalid"],
  kind: "left-out",
  breakage: errorAccepted("GET /streams/{stream_id}", /^Invalid channel ID/, { stream: {} }),
});
