import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutate } from "../../../worker/amazon/sp-entities";
import { ORGANISATION_HEADER } from "../../../worker/contracts/organisations/organisation-header";
import { signedInUser } from "../support/accounts";
import { seedChange } from "../support/automation-log";
import { call } from "../support/http";
import { addMembership } from "../support/memberships";
import { ownOrganisationId } from "../support/own-organisation";
import { markMigrated, seedAdvertisedSku } from "../support/seed-ads";
import { adsClientOf, connectedUsProfile } from "../support/sync";

/**
 * Issue 34 item 5: each change names the member who made it. A Manager of the owner's organisation
 * changes a bid on the sandbox's Amazon; the owner reads it in the change log by the Manager's name,
 * filters by member, and undoes it as themselves.
 */
type Row = { id: number; who: string; actorUserId: string | null; actorName: string; entityId: string };

let owner: Awaited<ReturnType<typeof signedInUser>>;
let manager: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let tokenId: number;
let us: { id: number; amazonProfileId: string };
let keyword: { keywordId: string; bidCents: number };
let skuId: number;
let campaignId: string;
let automationChangeId: number;

const changes = async (query = "", cookie = owner.cookie) =>
  call(`/api/automation/${us.id}/changes${query}`, { cookie });
const rowsOf = async (query = "") => (await changes(query)).json.data.changes as Row[];

beforeAll(async () => {
  owner = await signedInUser("owner");
  manager = await signedInUser("manager");
  stranger = await signedInUser("stranger");
  await addMembership(manager.id, await ownOrganisationId(owner.id), "manager");
  ({ tokenId, us } = await connectedUsProfile(owner.cookie));
  const found = await env.DB.prepare(
    "select keyword_id as keywordId, campaign_id as campaignId, bid_cents as bidCents from sp_keywords where profile_id = ? and kind = 'KEYWORD' and state = 'ENABLED' and bid_cents between 20 and 300 order by keyword_id limit 1",
  )
    .bind(us.id)
    .first<{ keywordId: string; campaignId: string; bidCents: number }>();
  if (!found) throw new Error("the demo seller has no keyword with a bid");
  keyword = found;
  campaignId = found.campaignId;
  await markMigrated(us.id, campaignId);
  skuId = await seedAdvertisedSku(us.id, campaignId, "WHO-1", "B0WHO00001");
  automationChangeId = await seedChange(us.id, {
    skuId,
    campaignId,
    action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "kw-elsewhere", fromCents: 50, toCents: 55 },
    plannedAt: new Date("2026-01-01T00:00:00Z"),
  });
}, 90_000);

afterAll(async () => {
  // Other test files use the same demo seller: the keyword gets its bid back.
  const { keywordId, bidCents } = keyword;
  await mutate(await adsClientOf(tokenId), us.amazonProfileId, "keywords", "update", [
    { keywordId, bid: bidCents / 100 },
  ]);
});

describe("who made a change (issue 34 item 5)", () => {
  it("logs a Manager's bid change with the Manager's name, and the automation's as Automation", async () => {
    const edit = await call(`/api/keywords/${us.id}/keyword/${keyword.keywordId}`, {
      method: "PUT",
      cookie: manager.cookie,
      headers: { [ORGANISATION_HEADER]: await ownOrganisationId(owner.id) },
      body: { bid: (keyword.bidCents + 7) / 100 },
    });
    expect(edit.status).toBe(200);
    const rows = await rowsOf();
    const managers = rows.find((row) => row.entityId === keyword.keywordId);
    expect(managers).toMatchObject({ who: "SELLER", actorUserId: manager.id, actorName: manager.name });
    expect(rows.find((row) => row.id === automationChangeId)).toMatchObject({
      who: "AUTOMATION",
      actorUserId: null,
      actorName: "Automation",
    });
  });

  it("filters by member: the Manager's id answers only theirs, another organisation's id nothing", async () => {
    const managers = await rowsOf(`?memberId=${manager.id}`);
    expect(managers.map((row) => row.entityId)).toEqual([keyword.keywordId]);
    expect(await rowsOf(`?memberId=${stranger.id}`)).toEqual([]);
    expect(await rowsOf(`?memberId=${owner.id}`)).toEqual([]);
  });

  it("lists the members who made the profile's changes for the filter, never the automation", async () => {
    const listed = await call(`/api/automation/${us.id}/change-members`, { cookie: owner.cookie });
    expect(listed.json.data.members).toEqual([{ userId: manager.id, name: manager.name }]);
    const foreign = await call(`/api/automation/${us.id}/change-members`, { cookie: stranger.cookie });
    expect(foreign.json.data.code).toBe(1003);
  });

  it("refuses a malformed member id 400/1005 naming memberId", async () => {
    const bad = await changes("?memberId=not%20an%20id");
    expect(bad.status).toBe(400);
    expect(bad.json.data).toMatchObject({ code: 1005, field: "memberId" });
  });

  it("logs an undo as the member who undid it, whoever made the change", async () => {
    const [managers] = await rowsOf(`?memberId=${manager.id}`);
    const undo = await call(`/api/automation/${us.id}/changes/${managers?.id}/undo`, {
      method: "POST",
      cookie: owner.cookie,
    });
    expect(undo.status).toBe(200);
    const owners = await rowsOf(`?memberId=${owner.id}`);
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({
      who: "SELLER",
      entityId: keyword.keywordId,
      actorUserId: owner.id,
      actorName: owner.name,
    });
  });

  it("keeps a deleted member's name on their changes, their user id cleared", async () => {
    const deleted = await call("/api/users/account", {
      method: "DELETE",
      cookie: manager.cookie,
      body: { password: manager.password },
    });
    expect(deleted.status).toBe(200);
    const managers = (await rowsOf()).filter((row) => row.actorName === manager.name);
    expect(managers).toHaveLength(1);
    expect(managers[0]).toMatchObject({ who: "SELLER", entityId: keyword.keywordId, actorUserId: null });
  });
});
