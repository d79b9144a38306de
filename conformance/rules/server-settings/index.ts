// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import shape from "./shape.ts";
import realmUriEqualsRealmUrl from "./realm-uri-equals-realm-url.ts";
import externalAuthenticationMethods from "./external-authentication-methods.ts";
import webPublicAccessNeedsAChannel from "./web-public-access-needs-a-channel.ts";
import versionNamesAgree from "./version-names-agree.ts";
import emailUsernamesNotWithLdap from "./email-usernames-not-with-ldap.ts";
import emailAuthMatchesPasswordLogin from "./email-auth-matches-password-login.ts";
import versionNotEmpty from "./version-not-empty.ts";
import webPublicAccessOffWithoutChannels from "./web-public-access-off-without-channels.ts";

export const rules: Rule[] = [shape, realmUriEqualsRealmUrl, externalAuthenticationMethods, webPublicAccessNeedsAChannel, versionNamesAgree, emailUsernamesNotWithLdap, emailAuthMatchesPasswordLogin, versionNotEmpty, webPublicAccessOffWithoutChannels];
