// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import createIdsOrder from "./create-ids-order.ts";
import channelDraftOneChannel from "./channel-draft-one-channel.ts";
import nullBytesNeverStored from "./null-bytes-never-stored.ts";
import clientIdNeverTaken from "./client-id-never-taken.ts";
import timestampFilled from "./timestamp-filled.ts";
import eventsToOtherClients from "./events-to-other-clients.ts";

import everyTypeRoundTrip from "./every-type-round-trip.ts";
import draftsOptional from "./drafts-optional.ts";
export const rules: Rule[] = [createIdsOrder, channelDraftOneChannel, nullBytesNeverStored, clientIdNeverTaken, timestampFilled, eventsToOtherClients, everyTypeRoundTrip, draftsOptional];
