import { formFields, isOperation, jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "groups/old-required",
  title: "a can_mention_group update without old is refused",
  statements: ["groups.update-can-mention-old-new"],
  kind: "optional-as-required",
  breakage: {
    request: async (req) => {
      if (!isOperation(req, "PATCH /user_groups/{user_group_id}")) return undefined;
      const value = (await formFields(req)).can_mention_group;
      return value?.startsWith("{") && !("old" in JSON.parse(value)) ? jsonResponse({ result: "error", msg: "Missing 'old' in can_mention_group", code: "BAD_REQUEST" }, undefined, 400) : undefined;
    },
  },
});
