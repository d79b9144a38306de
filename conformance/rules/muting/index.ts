// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import muteStateTable from "./mute-state-table.ts";
import muteBotAllowed from "./mute-bot-allowed.ts";
import muteBotRefusedBefore188 from "./mute-bot-refused-before-188.ts";
import muteMarksMessagesRead from "./mute-marks-messages-read.ts";
import mutedFutureMessagesRead from "./muted-future-messages-read.ts";

import muteMarksOnlyThatUser from "./mute-marks-only-that-user.ts";
import muteInaccessibleUser from "./mute-inaccessible-user.ts";
import muteDeactivatedUser from "./mute-deactivated-user.ts";
export const rules: Rule[] = [muteStateTable, muteBotAllowed, muteBotRefusedBefore188, muteMarksMessagesRead, mutedFutureMessagesRead, muteMarksOnlyThatUser, muteInaccessibleUser, muteDeactivatedUser];
