import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "draft/topic-missing",
  title: "drafts lack topic",
  statements: ["draft.topic"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: dropField("draft", "topic"),
});
