import { errorText } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/update-stream-unknown-msg",
  title: "PATCH of an unknown channel answers 'Channel not found', not 'Invalid channel ID'",
  statements: ["errors.update-stream-unknown"],
  kind: "wrong-text",
  breakage: errorText("PATCH /streams/{stream_id}", /^Invalid channel ID/, "Channel not found"),
});
