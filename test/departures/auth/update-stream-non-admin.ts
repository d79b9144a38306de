import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/update-stream-non-admin",
  title: "members and moderators edit channels as if they were administrators",
  statements: ["auth.update-stream-admins", "streams.update-any-property"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-non-admin-refused"]),
});
