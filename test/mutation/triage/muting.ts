import type { Entry } from "./types.ts";

const F = "server/routes/muting.ts";
const UNMUTE = `op: "DELETE /users/me/muted_users/{muted_user_id}"`;

export const TRIAGE: Entry[] = [
  { file: F, code: "export const mutedUsersList", category: "not observable", reason: "muted_users (POST /register field and event) is not in the spec: nothing documents its shape or that it is sent" },
  { file: F, code: /ctx\.emit\(\[ctx\.me\.id\], \{ type: "muted_users"|^function mutedUsersEvent/, category: "not observable", reason: "muted_users (POST /register field and event) is not in the spec: nothing documents its shape or that it is sent" },
  { file: F, code: /unread\.length > 0|type: "update_message_flags"/, category: "not observable", reason: "the update_message_flags event on muting: its payload (and that it is sent) is x-unspecified (OtherEvent); the read flags themselves are checked over GET /messages" },
  { file: F, code: "Cannot unmute self", mutator: "StringLiteral", category: "not observable", reason: "DELETE /users/me/muted_users is beyond the seed (x-beyond-seed, x-errors: []): its errors and checks are not specified" },
  { file: F, region: UNMUTE, code: "if (id === ctx.me.id)", category: "not observable", reason: "unmuting self on DELETE (beyond the seed, x-errors: []); without the check it is still refused (\"User is not muted\")" },
  { file: F, region: UNMUTE, category: "not observable", reason: "DELETE /users/me/muted_users is beyond the seed (x-beyond-seed, x-errors: []): its errors and checks are not specified" },
];
