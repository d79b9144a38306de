import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/is-announcement-only-missing",
  title: "channel objects lack is_announcement_only",
  statements: ["channel.is-announcement-only"],
  kind: "left-out",
  breakage: dropField("channel", "is_announcement_only"),
});
