import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/attachment-invalid-accepted",
  title: "deleting an unknown attachment answers success",
  statements: ["errors.attachment-invalid"],
  kind: "left-out",
  breakage: errorAccepted("DELETE /attachments/{attachment_id}", /^Invalid attachment/),
});
