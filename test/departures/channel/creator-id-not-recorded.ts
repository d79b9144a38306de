import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/creator-id-not-recorded",
  title: "no creator recorded for channels created through the API (creator_id null)",
  statements: ["channel.creator-id", "level.236-267"],
  kind: "left-out",
  knownMiss: "on the seed-only profile no operation creates a channel (Zulip's POST /users/me/subscriptions, which streams/creator-id-is-creator needs, is missing), and the seed lets a channel already there have no creator recorded (creator_id null), so a creator not recorded for new channels cannot be seen",
  knownMissIn: ["seed-only"],
  ...reuse(STREAMS["streams/creator-id-is-creator"]),
});
