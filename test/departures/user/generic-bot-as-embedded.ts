import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/generic-bot-as-embedded",
  title: "generic bots reported with bot_type 4 (embedded): one of the four values wrong",
  statements: ["user.bot-type"],
  kind: "partial",
  knownMiss: "users/bot-type-null-iff-not-bot reads only that bot_type is null exactly for non-bots, not which of 1 to 4 a bot has",
  breakage: setField("user", "bot_type", (u) => (u.bot_type === 1 ? 4 : u.bot_type)),
});
