import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "draft/topic-missing",
  title: "drafts lack topic",
  statements: ["draft.topic"],
  kind: "left-out",
  profiles: ["zulip"],
  knownMiss: "drafts/null-bytes-never-stored passes when fetched drafts lack topic",
  breakage: dropField("draft", "topic"),
});
