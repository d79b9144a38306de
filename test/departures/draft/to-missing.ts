import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "draft/to-missing",
  title: "drafts lack to",
  statements: ["draft.to"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: dropField("draft", "to"),
});
