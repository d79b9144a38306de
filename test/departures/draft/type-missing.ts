import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "draft/type-missing",
  title: "drafts lack type",
  statements: ["draft.type"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: dropField("draft", "type"),
});
