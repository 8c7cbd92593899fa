/**
 * Issue 34 item 3: the Owner changes roles, removes members (their next request falls back to an
 * organisation they still belong to, their sockets close at once) and transfers ownership; the
 * organisation always keeps exactly one Owner; invitations are limited per day and pending (429/1007).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORGANISATION_HEADER } from "../../../worker/contracts/organisations/organisation-header";
import { MEMBERSHIP_ENDED_CLOSE } from "../../../worker/contracts/realtime/channel-sessions";
import {
  MAX_INVITATIONS_PER_DAY,
  MAX_PENDING_INVITATIONS,
} from "../../../worker/services/organisations/invitation-limits";
import { changedTables, d1Snapshot } from "../route-walk/d1-snapshot";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { inviteAs } from "../support/invitations";
import { addMembership } from "../support/memberships";
import { ownOrganisationId } from "../support/own-organisation";
import { closedWithin, openTab } from "../support/realtime";

async function team() {
  const owner = await signedInUser("owner");
  const manager = await signedInUser("manager");
  const organisationId = await ownOrganisationId(owner.id);
  await addMembership(manager.id, organisationId, "manager");
  return { owner, manager, organisationId };
}

const rolesOf = async (organisationId: string) =>
  (
    await env.DB.prepare("select user_id, role from memberships where organisation_id = ? order by role")
      .bind(organisationId)
      .all<{ user_id: string; role: string }>()
  ).results.map((row) => [row.user_id, row.role]);

const codeOf = ({ status, json }: { status: number; json: { data: { code: number; field?: string } } }) => [
  status,
  json.data.code,
  json.data.field,
];

describe("the team's members", () => {
  it("keeps exactly one Owner: the Owner cannot be removed, demoted or leave", async () => {
    const { owner, organisationId } = await team();
    const before = await rolesOf(organisationId);
    const attempts = [
      call(`/api/organisation/members/${owner.id}`, { method: "DELETE", cookie: owner.cookie }),
      call(`/api/organisation/members/${owner.id}`, {
        method: "PUT",
        cookie: owner.cookie,
        body: { role: "manager" },
      }),
      call("/api/organisation/ownership", {
        method: "POST",
        cookie: owner.cookie,
        body: { memberId: owner.id },
      }),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map(codeOf)).toEqual([
      [400, 1005, "memberId"],
      [400, 1005, "role"],
      [400, 1005, "memberId"],
    ]);
    expect(answers[0]?.json.data.message).toMatch(/transfer ownership/);
    expect(await rolesOf(organisationId)).toEqual(before);
  });

  it("transfers ownership: the member becomes Owner, the Owner a Manager who may no longer manage members", async () => {
    const { owner, manager, organisationId } = await team();
    const headers = { [ORGANISATION_HEADER]: organisationId };
    const transfer = await call("/api/organisation/ownership", {
      method: "POST",
      cookie: owner.cookie,
      body: { memberId: manager.id },
    });
    expect(transfer.status).toBe(200);
    expect(await rolesOf(organisationId)).toEqual([
      [owner.id, "manager"],
      [manager.id, "owner"],
    ]);
    const refused = await inviteAs(owner.cookie, `late-${Date.now()}@example.com`);
    expect([refused.status, refused.json.data.code]).toEqual([403, 1013]);
    const demoted = await call(`/api/organisation/members/${owner.id}`, {
      method: "PUT",
      cookie: manager.cookie,
      headers,
      body: { role: "analyst" },
    });
    expect(demoted.json.data).toEqual({ id: owner.id, role: "analyst" });
    const listed = await call("/api/organisation/members", { cookie: owner.cookie, headers });
    expect(listed.json.data.members.map((m: { role: string }) => m.role)).toEqual(["owner", "analyst"]);
  });

  it("removes a member: their sockets close at once and their next request falls back to their own organisation", async () => {
    const { owner, manager, organisationId } = await team();
    const headers = { [ORGANISATION_HEADER]: organisationId };
    const tab = await openTab(manager.cookie);
    const bystander = await openTab(owner.cookie);
    const removed = await call(`/api/organisation/members/${manager.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(removed.json.data).toEqual({ removed: true, id: manager.id });
    expect(await closedWithin(tab)).toEqual(MEMBERSHIP_ENDED_CLOSE);
    expect(await closedWithin(bystander, 500)).toBe("still open");
    await bystander.close();
    const me = await call("/api/users", { cookie: manager.cookie, headers });
    expect(me.status).toBe(200);
    expect(me.json.data.organisation).toMatchObject({
      id: await ownOrganisationId(manager.id),
      role: "owner",
    });
    const ownTeam = await call("/api/organisation/members", { cookie: manager.cookie, headers });
    expect(ownTeam.json.data.members.map((m: { id: string }) => m.id)).toEqual([manager.id]);
  });

  it("gives a Manager or Analyst another of those roles", async () => {
    const { owner, manager, organisationId } = await team();
    const changed = await call(`/api/organisation/members/${manager.id}`, {
      method: "PUT",
      cookie: owner.cookie,
      body: { role: "analyst" },
    });
    expect(changed.json.data).toEqual({ id: manager.id, role: "analyst" });
    expect(await rolesOf(organisationId)).toContainEqual([manager.id, "analyst"]);
  });
});

describe("the invitations' limits", () => {
  it(`refuses more than ${MAX_PENDING_INVITATIONS} pending invitations with 429/1007, storing and sending nothing`, async () => {
    const { owner, organisationId } = await team();
    for (let index = 0; index < MAX_PENDING_INVITATIONS; index += 1) {
      await env.DB.prepare(
        "insert into invitations (id, organisation_id, email, role, token_hash, invited_by, expires_at) values (?, ?, ?, 'analyst', ?, ?, ?)",
      )
        .bind(
          crypto.randomUUID(),
          organisationId,
          `p${index}@example.com`,
          crypto.randomUUID(),
          owner.id,
          Date.now() + 60_000,
        )
        .run();
    }
    const before = await d1Snapshot();
    const refused = await inviteAs(owner.cookie, `one-more-${Date.now()}@example.com`);
    expect([refused.status, refused.json.data.code]).toEqual([429, 1007]);
    expect(refused.headers.get("Retry-After")).toBe("86400");
    expect(changedTables(before, await d1Snapshot())).toEqual([]);
  });

  it(`refuses more than ${MAX_INVITATIONS_PER_DAY} invitations a day with 429/1007`, async () => {
    const { owner, organisationId } = await team();
    await env.DB.prepare(
      "insert into attempt_counters (key, window_started_at, attempts, expires_at) values (?, ?, ?, ?)",
    )
      .bind(`invitations-org:${organisationId}`, Date.now(), MAX_INVITATIONS_PER_DAY, Date.now() + 86_400_000)
      .run();
    const refused = await inviteAs(owner.cookie, `day-${Date.now()}@example.com`);
    expect([refused.status, refused.json.data.code]).toEqual([429, 1007]);
    const stored = await env.DB.prepare("select count(*) as n from invitations where organisation_id = ?")
      .bind(organisationId)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
