// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import credentialsMustMatch from "./credentials-must-match.ts";
import serverSettingsOpen from "./server-settings-open.ts";
import fetchApiKey from "./fetch-api-key.ts";
import fetchApiKeyUserId from "./fetch-api-key-user-id.ts";
import fetchApiKeyBadCredentials from "./fetch-api-key-bad-credentials.ts";
import devFetchApiKey from "./dev-fetch-api-key.ts";
import devFetchApiKeyUserId from "./dev-fetch-api-key-user-id.ts";
import userGroupsEveryCaller from "./user-groups-every-caller.ts";
import basicScheme from "./basic-scheme.ts";

export const rules: Rule[] = [credentialsMustMatch, serverSettingsOpen, fetchApiKey, fetchApiKeyUserId, fetchApiKeyBadCredentials, devFetchApiKey, devFetchApiKeyUserId, userGroupsEveryCaller, basicScheme];
