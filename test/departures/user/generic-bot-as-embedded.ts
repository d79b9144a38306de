import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/generic-bot-as-embedded",
  title: "generic bots reported with bot_type 4 (embedded): one of the four values wrong",
  statements: ["user.bot-type"],
  knownMiss: "on the seed-only profile no operation shows a bot's type but the user objects themselves (the seed names no way to learn which of 1 to 4 a bot is; the zulip profile's POST /register shows it again), so any of the four codes passes",
  knownMissIn: ["seed-only"],
  kind: "partial",
  breakage: setField("user", "bot_type", (u) => (u.bot_type === 1 ? 4 : u.bot_type)),
});
