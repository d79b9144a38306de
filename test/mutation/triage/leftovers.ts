import type { Entry } from "./types.ts";

// Survivors of the batch run (2026-11-23) that no area's table explained.
export const TRIAGE: Entry[] = [
  { file: "server/db/repos/realm.ts", code: /export const (insertInvite|invitesSentSince) =/, category: "not observable", reason: "stored invitations and the daily invitation limit are not shown by the seed" },
  { file: "server/db/repos/realm.ts", code: /export const (attachmentById|insertAttachment|linkAttachment) =/, category: "not observable", reason: "attachments come only from the organization's data: no seed operation uploads a file" },
  { file: "server/db/repos/realm.ts", code: "export const setRealmSetting =", category: "not observable", reason: "organization settings given at server start (options.realmSettings, e.g. restricting guests' access) are the test harness's input, not an API operation; without them the rules that need them note they have nothing to test" },
  { file: "server/db/repos/users.ts", code: "export const deleteProfileValue =", category: "not observable", reason: "whether an empty value clears a profile field is not stated by the seed" },
  { file: "server/routes/drafts.ts", code: "function requireSync(", category: "not observable", reason: "the enable_drafts_synchronization setting and its refusal are not in the seed" },
];
