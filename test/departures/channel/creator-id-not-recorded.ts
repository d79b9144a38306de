import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/creator-id-not-recorded",
  title: "no creator recorded for channels created through the API (creator_id null)",
  statements: ["channel.creator-id", "level.236-267"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /realm/profile_fields, POST /users/me/subscriptions are skipped and invites/notify-referrer-on-join, invites/realm-default-subscriptions-without-permission, scheduled-messages/read-by-sender, scheduled-messages/type-channel, server-settings/realm-uri-equals-realm-url, streams/channel-creator-id run and pass",
  knownMissIn: ["seed-only"],
  ...reuse(STREAMS["streams/creator-id-is-creator"]),
});
