import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "draft/id-missing",
  title: "fetched drafts lack id",
  statements: ["draft.id"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: dropField("draft", "id"),
});
