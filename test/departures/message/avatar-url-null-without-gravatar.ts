import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/avatar-url-null-without-gravatar",
  title: "avatar_url null although client_gravatar is false",
  statements: ["message.avatar-url"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile messages/avatar-url-null-only-with-gravatar runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/avatar-url-null-only-with-gravatar"]),
});
