import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "draft/content-missing",
  title: "drafts lack content",
  statements: ["draft.content"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: dropField("draft", "content"),
});
