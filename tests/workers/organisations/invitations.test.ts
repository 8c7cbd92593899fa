/**
 * Issue 34 item 3: an Owner invites by e-mail, the invitee signs up and accepts the link, and joins with
 * the role; the link works once, for 7 days, unrevoked, for the invited address; only its hash is stored.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORGANISATION_HEADER } from "../../../worker/contracts/organisations/organisation-header";
import { changedTables, d1Snapshot } from "../route-walk/d1-snapshot";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { accept, invitedToken } from "../support/invitations";
import { ownOrganisationId } from "../support/own-organisation";

const teamOf = (cookie: string, organisationId?: string) =>
  call("/api/organisation/members", {
    cookie,
    headers: organisationId ? { [ORGANISATION_HEADER]: organisationId } : {},
  });

describe("invitations", () => {
  it("mails a link; the invitee signs up, accepts and is a member with the role", async () => {
    const owner = await signedInUser("owner");
    const organisationId = await ownOrganisationId(owner.id);
    const invitee = { email: `invitee-${Date.now()}@example.com` };
    const { token, link } = await invitedToken(owner.cookie, invitee.email.toUpperCase(), "manager");
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8787\/invitations\/[\w-]{43}$/);
    const pending = await teamOf(owner.cookie);
    expect(pending.json.data.invitations).toEqual([
      expect.objectContaining({ email: invitee.email, role: "manager", invitedBy: owner.name }),
    ]);
    const snapshot = JSON.stringify(await d1Snapshot());
    expect(snapshot).not.toContain(token);

    const joining = await signedInUser("invitee");
    await env.DB.prepare("update users set email = ? where id = ?").bind(invitee.email, joining.id).run();
    const joined = await accept(joining.cookie, token);
    expect(joined.status).toBe(200);
    expect(joined.json.data).toEqual({ organisationId, name: expect.any(String), role: "manager" });

    const team = await teamOf(owner.cookie);
    expect(team.json.data.members.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [owner.id, "owner"],
      [joining.id, "manager"],
    ]);
    expect(team.json.data.invitations).toEqual([]);
    // Acting in the organisation joined, as the header chooses; their own stays the fallback.
    const me = await call("/api/users", {
      cookie: joining.cookie,
      headers: { [ORGANISATION_HEADER]: organisationId },
    });
    expect(me.json.data.organisation).toMatchObject({ id: organisationId, role: "manager" });
    const fallback = await call("/api/users", { cookie: joining.cookie });
    expect(fallback.json.data.organisation.id).toBe(await ownOrganisationId(joining.id));

    const again = await accept(joining.cookie, token);
    expect([again.status, again.json.data.code, again.json.data.field]).toEqual([400, 1005, "token"]);
    expect(again.json.data.message).toMatch(/already been used/);
  });

  it("refuses malformed, unknown, expired, revoked and another address's links, changing nothing", async () => {
    const owner = await signedInUser("owner");
    const invitee = await signedInUser("invitee");
    const stranger = await signedInUser("stranger");
    const expired = await invitedToken(owner.cookie, invitee.email, "analyst");
    await env.DB.prepare("update invitations set expires_at = ? where id = ?")
      .bind(Date.now() - 1, expired.id)
      .run();
    const revoked = await invitedToken(owner.cookie, `revoked-${Date.now()}@example.com`);
    const revoking = await call(`/api/organisation/invitations/${revoked.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(revoking.status).toBe(200);
    const forMe = await invitedToken(owner.cookie, `other-${Date.now()}@example.com`);

    const before = await d1Snapshot();
    const refusals = [
      [invitee.cookie, "", /Required/],
      [invitee.cookie, 42, /./],
      [invitee.cookie, "x".repeat(201), /Max length/],
      [invitee.cookie, "never-sent-token", /not valid/],
      [invitee.cookie, expired.token, /expired/],
      [invitee.cookie, revoked.token, /withdrawn/],
      [stranger.cookie, forMe.token, /another e-mail address/],
    ] as const;
    for (const [cookie, token, message] of refusals) {
      const { status, json } = await accept(cookie, token);
      expect([status, json.data.code, json.data.field], String(token)).toEqual([400, 1005, "token"]);
      expect(json.data.message).toMatch(message);
    }
    expect(changedTables(before, await d1Snapshot())).toEqual([]);
  });

  it("refuses bad input naming the field, and another organisation's ids with 1006", async () => {
    const owner = await signedInUser("owner");
    const other = await signedInUser("other");
    const theirs = await invitedToken(other.cookie, `theirs-${Date.now()}@example.com`);
    const before = await d1Snapshot();
    const bad = [
      [{ email: "not-an-address", role: "manager" }, "email"],
      [{ email: `x-${Date.now()}@example.com`, role: "owner" }, "role"],
      [{ email: owner.email, role: "analyst" }, "email"],
    ] as const;
    for (const [body, field] of bad) {
      const { status, json } = await call("/api/organisation/invitations", {
        method: "POST",
        cookie: owner.cookie,
        body,
      });
      expect([status, json.data.code, json.data.field]).toEqual([400, 1005, field]);
    }
    const foreign = [
      call(`/api/organisation/invitations/${theirs.id}`, { method: "DELETE", cookie: owner.cookie }),
      call(`/api/organisation/members/${other.id}`, { method: "DELETE", cookie: owner.cookie }),
      call(`/api/organisation/members/${other.id}`, {
        method: "PUT",
        cookie: owner.cookie,
        body: { role: "analyst" },
      }),
      call("/api/organisation/ownership", {
        method: "POST",
        cookie: owner.cookie,
        body: { memberId: other.id },
      }),
    ];
    for (const { status, json } of await Promise.all(foreign))
      expect([status, json.data.code]).toEqual([404, 1006]);
    expect(changedTables(before, await d1Snapshot())).toEqual([]);
  });
  it("inviting an address again sends a new link and the older one stops working", async () => {
    const owner = await signedInUser("owner");
    const invitee = await signedInUser("again");
    const first = await invitedToken(owner.cookie, invitee.email, "analyst");
    const second = await invitedToken(owner.cookie, invitee.email, "manager", 2);
    expect(second.token).not.toBe(first.token);
    const team = await call("/api/organisation/members", { cookie: owner.cookie });
    expect(team.json.data.invitations.map((each: { id: string }) => each.id)).toEqual([second.id]);
    const old = await accept(invitee.cookie, first.token);
    expect([old.status, old.json.data.field]).toEqual([400, "token"]);
    expect(old.json.data.message).toMatch(/withdrawn/);
    const joined = await accept(invitee.cookie, second.token);
    expect(joined.json.data.role).toBe("manager");
  });
});
