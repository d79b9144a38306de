// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import createIdsOrder from "./create-ids-order.ts";
import channelDraftOneChannel from "./channel-draft-one-channel.ts";
import nullBytesRefused from "./null-bytes-refused.ts";
import idRefused from "./id-refused.ts";
import timestampFilled from "./timestamp-filled.ts";
import eventsToOtherClients from "./events-to-other-clients.ts";

export const rules: Rule[] = [createIdsOrder, channelDraftOneChannel, nullBytesRefused, idRefused, timestampFilled, eventsToOtherClients];
