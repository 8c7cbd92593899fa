/**
 * Issue 34 item 4's ownership half: one user in two organisations acts in the one the
 * X-Skupilot-Organisation header names and sees only its accounts, profiles and SKUs; without the
 * header, or with one naming an organisation they are not in, they act in their oldest (their own).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { seedSku } from "../support/advertised-skus";
import { call } from "../support/http";
import { addMembership } from "../support/memberships";
import { ownOrganisationId } from "../support/own-organisation";
import { seedProfile } from "../support/seed-ads";

const HEADER = "X-Skupilot-Organisation";

type Seller = { id: string; cookie: string; organisationId: string; profileId: number; skuId: number };

async function sellerWithSku(prefix: string): Promise<Seller> {
  const user = await signedInUser(prefix);
  const profileId = await seedProfile(user.id);
  const skuId = await seedSku(profileId, { sku: `SKU-${prefix}-${user.id.slice(0, 6)}` });
  return { ...user, organisationId: await ownOrganisationId(user.id), profileId, skuId };
}

describe("a user in two organisations", () => {
  let client: Seller;
  let agent: Seller;
  let stranger: Seller;

  beforeAll(async () => {
    client = await sellerWithSku("client");
    agent = await sellerWithSku("agent");
    stranger = await sellerWithSku("stranger");
    await addMembership(agent.id, client.organisationId, "manager");
  });

  /** The agent's call acting in `organisationId` (no header when undefined). */
  const asAgent = (path: string, organisationId?: string) =>
    call(path, { cookie: agent.cookie, headers: organisationId ? { [HEADER]: organisationId } : {} });

  const profileIdsOf = (json: { data: { profiles: { id: number }[] }[] }) =>
    json.data.flatMap((account) => account.profiles.map((profile) => profile.id));

  it("acts in the organisation the header names: its accounts, profiles and SKUs only", async () => {
    const accounts = await asAgent("/api/users/connected-amazon-accounts", client.organisationId);
    expect(accounts.status).toBe(200);
    expect(profileIdsOf(accounts.json)).toEqual([client.profileId]);
    expect(profileIdsOf((await asAgent("/api/amazon/profiles", client.organisationId)).json)).toEqual([
      client.profileId,
    ]);
    const sku = await asAgent(
      `/api/advertised-sku/${client.profileId}/${client.skuId}`,
      client.organisationId,
    );
    expect(sku.status).toBe(200);
    expect(sku.json.data.id).toBe(client.skuId);
    // The agent's own profile and SKU are another organisation's here.
    const own = await asAgent(`/api/advertised-sku/${agent.profileId}/${agent.skuId}`, client.organisationId);
    expect([own.status, own.json.data.code]).toEqual([404, 1003]);
    const list = await asAgent(`/api/advertised-sku/${agent.profileId}/list`, client.organisationId);
    expect(list.json.data.code).toBe(1003);
  });

  it("acts in their oldest organisation, their own, without the header", async () => {
    expect(profileIdsOf((await asAgent("/api/amazon/profiles")).json)).toEqual([agent.profileId]);
    const clients = await asAgent(`/api/advertised-sku/${client.profileId}/${client.skuId}`);
    expect([clients.status, clients.json.data.code]).toEqual([404, 1003]);
    expect((await asAgent(`/api/advertised-sku/${agent.profileId}/${agent.skuId}`)).status).toBe(200);
  });

  it("falls back to their own when the header names an organisation they are not in, or none", async () => {
    for (const stale of [stranger.organisationId, "no-such-organisation"]) {
      const profiles = await asAgent("/api/amazon/profiles", stale);
      expect(profiles.status, stale).toBe(200);
      expect(profileIdsOf(profiles.json)).toEqual([agent.profileId]);
      const strangers = await asAgent(`/api/advertised-sku/${stranger.profileId}/${stranger.skuId}`, stale);
      expect(strangers.json.data.code).toBe(1003);
    }
  });

  it("answers GET /api/users with the organisation acted in, its role, and every organisation", async () => {
    const there = (await asAgent("/api/users", client.organisationId)).json.data;
    expect(there.organisation).toMatchObject({ id: client.organisationId, role: "manager" });
    expect(there.organisations.map((each: { id: string; role: string }) => [each.id, each.role])).toEqual([
      [agent.organisationId, "owner"],
      [client.organisationId, "manager"],
    ]);
    const home = (await asAgent("/api/users")).json.data;
    expect(home.organisation).toMatchObject({ id: agent.organisationId, role: "owner" });
  });

  it("never lets the client see the agent's organisation, whatever header they send", async () => {
    const profiles = await call("/api/amazon/profiles", {
      cookie: client.cookie,
      headers: { [HEADER]: agent.organisationId },
    });
    expect(profileIdsOf(profiles.json)).toEqual([client.profileId]);
  });
});
