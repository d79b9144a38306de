// POST /invites: the seed's error rows, permissions, separators, expiry, INVITATION_FAILED.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

const count = () => (s.app.db.prepare("SELECT count(*) AS n FROM invites").get() as { n: number }).n;
const invite = (as: string, params: Record<string, unknown>) => s.call(as, "POST", "/invites", { stream_ids: [], ...params });

describe("POST /invites", () => {
  it("no emails: You must specify at least one email address.", async () => {
    await s.fails(DEV.admin, "POST", "/invites", { invitee_emails: "", stream_ids: [] }, "You must specify at least one email address.");
    await s.fails(DEV.admin, "POST", "/invites", { invitee_emails: " , \n", stream_ids: [] }, "You must specify at least one email address.");
  });

  it("commas and newlines both separate addresses", async () => {
    const before = count();
    expect((await invite(DEV.admin, { invitee_emails: "a1@example.com, a2@example.com\na3@example.com" })).status).toBe(200);
    expect(count()).toBe(before + 3);
  });

  it("unknown channel: Invalid channel ID <id>. No invites were sent. (and none were)", async () => {
    const before = count();
    await s.fails(DEV.admin, "POST", "/invites", { invitee_emails: "b1@example.com", stream_ids: [s.streamId("Denmark"), 9999] }, "Invalid channel ID 9999. No invites were sent.");
    await s.fails(DEV.hamlet, "POST", "/invites", { invitee_emails: "b1@example.com", stream_ids: [s.streamId("secret garden")] }, `Invalid channel ID ${s.streamId("secret garden")}. No invites were sent.`);
    expect(count()).toBe(before);
  });

  it("a caller without permission: Insufficient permission", async () => {
    await s.fails(DEV.guest, "POST", "/invites", { invitee_emails: "c1@example.com", stream_ids: [] }, "Insufficient permission");
  });

  it("stream_ids from a caller who cannot subscribe others is refused; empty stream_ids is fine", async () => {
    await s.fails(DEV.hamlet, "POST", "/invites", { invitee_emails: "d1@example.com", stream_ids: [s.streamId("Denmark")] }, "You do not have permission to subscribe other users to channels.");
    expect((await invite(DEV.hamlet, { invitee_emails: "d1@example.com" })).status).toBe(200);
    expect((await invite(DEV.hamlet, { invitee_emails: "d2@example.com", include_realm_default_subscriptions: true })).status).toBe(200);
    expect((await invite(DEV.moderator, { invitee_emails: "d3@example.com", stream_ids: [s.streamId("Denmark")] })).status).toBe(200);
  });

  it("empty stream_ids is refused before level 180", async () => {
    const old = new TestServer({ featureLevel: 179 });
    await old.fails(DEV.admin, "POST", "/invites", { invitee_emails: "e1@example.com", stream_ids: [] }, /at least one channel|stream_ids/);
    old.close();
  });

  it("invite_as may not be more privileged than the caller", async () => {
    await s.fails(DEV.hamlet, "POST", "/invites", { invitee_emails: "f1@example.com", stream_ids: [], invite_as: 300 }, "Insufficient permission");
    await s.fails(DEV.hamlet, "POST", "/invites", { invitee_emails: "f1@example.com", stream_ids: [], invite_as: 200 }, "Must be an organization administrator", "UNAUTHORIZED_PRINCIPAL");
    await s.fails(DEV.admin, "POST", "/invites", { invitee_emails: "f1@example.com", stream_ids: [], invite_as: 100 }, "Must be an organization owner", "UNAUTHORIZED_PRINCIPAL");
    for (const role of [300, 400, 600]) expect((await invite(DEV.moderator, { invitee_emails: `f${role}@example.com`, invite_as: role })).status).toBe(200);
    expect((await invite(DEV.owner, { invitee_emails: "f100@example.com", invite_as: 100 })).status).toBe(200);
  });

  it("invite_expires_in_minutes: null never expires, omitted uses 14400", async () => {
    await invite(DEV.admin, { invitee_emails: "g1@example.com", invite_expires_in_minutes: null });
    await invite(DEV.admin, { invitee_emails: "g2@example.com" });
    const rows = s.app.db.prepare("SELECT email, expiry - invited_at AS d FROM invites WHERE email IN ('g1@example.com', 'g2@example.com') ORDER BY email").all() as any[];
    expect(rows).toEqual([{ email: "g1@example.com", d: null }, { email: "g2@example.com", d: 14400 * 60 }]);
  });

  it("some invitees already users: INVITATION_FAILED, the others are invited", async () => {
    const before = count();
    const body = await s.fails(DEV.admin, "POST", "/invites", { invitee_emails: `h1@example.com, ${DEV.hamlet}`, stream_ids: [] }, /already using Zulip/, "INVITATION_FAILED");
    expect(body.errors).toEqual([[DEV.hamlet, "Already has an account.", false]]);
    expect(body.sent_invitations).toBe(true);
    expect(body.daily_limit_reached).toBe(false);
    expect(body.license_limit_reached).toBe(false);
    expect(count()).toBe(before + 1);
  });

  it("only existing users: INVITATION_FAILED without sent invitations", async () => {
    const body = await s.fails(DEV.admin, "POST", "/invites", { invitee_emails: `${DEV.hamlet}\n${DEV.deactivated}`, stream_ids: [] }, "We weren't able to invite anyone.", "INVITATION_FAILED");
    expect(body.sent_invitations).toBe(false);
    expect(body.errors[1]).toEqual([DEV.deactivated, "Account has been deactivated.", true]);
  });
});
