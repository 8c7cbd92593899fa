/**
 * Issue 34 (roles): every signed-in route of the app, called as the Owner, a Manager and an Analyst of
 * one organisation and as a member of another. A role that lacks what the route needs
 * (worker/middleware/route-needs.ts) is refused 403/1013 with the organisation's own ids, and nothing
 * changes in D1 or leaves the Worker; a role that has it gets past the gate and still meets the
 * ownership doors (1003/1006 for another organisation's ids); the other organisation's member gets
 * 1003/1006, whatever organisation its header names.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { httpStatusOf } from "../../../worker/contracts/api-response";
import { ORGANISATION_HEADER } from "../../../worker/contracts/organisations/organisation-header";
import { type MembershipRole, roleMay } from "../../../worker/contracts/organisations/roles";
import { routeNeed } from "../../../worker/middleware/route-needs";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { addMembership } from "../support/memberships";
import { ownOrganisationId } from "../support/own-organisation";
import { type DescribedRoute, describedRoutes, urlOf } from "./app-routes";
import { changedTables, d1Snapshot } from "./d1-snapshot";
import { type SellerIds, type SellerWorld, sellerWorld } from "./seller-world";

type Member = { role: MembershipRole; cookie: string };

const codeOf = (json: { data?: { code?: number } } | undefined) => json?.data?.code;
const answered = (status: number, json: { data?: { code?: number } } | undefined, ...codes: number[]) =>
  codes.some((code) => codeOf(json) === code && status === httpStatusOf[code as keyof typeof httpStatusOf]);

/** Outgoing fetches but the marketplace clock's. */
const leftTheWorker = (calls: unknown[][]) =>
  calls
    .map(([request]) => (request instanceof Request ? request.url : String(request)))
    .filter((url) => !url.startsWith(String(env.MARKETPLACE_CLOCK_URL)));

const needOf = (route: DescribedRoute) => routeNeed(route.method, route.path.replace(/^\/api/, ""));

describe("the role walk: every route as Owner, Manager, Analyst and another organisation's member", () => {
  let owner: SellerWorld;
  let outsider: SellerWorld;
  let organisationId: string;
  let members: Member[];
  /** The routes behind the session gate (401/1009 without a cookie) that a seller's world can name. */
  let signedIn: DescribedRoute[];

  beforeAll(async () => {
    owner = await sellerWorld("owner");
    outsider = await sellerWorld("outsider");
    organisationId = await ownOrganisationId(owner.userId);
    const manager = await signedInUser("manager");
    const analyst = await signedInUser("analyst");
    await addMembership(manager.id, organisationId, "manager");
    await addMembership(analyst.id, organisationId, "analyst");
    members = [
      { role: "analyst", cookie: analyst.cookie },
      { role: "manager", cookie: manager.cookie },
      // The Owner last: its billing calls switch the plan on the sandbox's Stripe.
      { role: "owner", cookie: owner.cookie },
    ];
    signedIn = [];
    for (const route of describedRoutes.filter((each) => each.description.scope !== "outside")) {
      const { status, json } = await call(urlOf(route, owner.ids), { method: route.method });
      if (answered(status, json, 1009)) signedIn.push(route);
    }
  });

  afterEach(() => vi.restoreAllMocks());

  const callAs = (member: Member, route: DescribedRoute, ids: SellerIds) =>
    call(urlOf(route, ids), {
      method: route.method,
      cookie: member.cookie,
      headers: { [ORGANISATION_HEADER]: organisationId },
      body: route.description.body?.(ids),
    });

  it("refuses each role what it may not do with 403/1013, changing nothing, and lets it do the rest", async () => {
    const fetches = vi.spyOn(globalThis, "fetch");
    const wrong: string[] = [];
    const counts: string[] = [];
    const mayCall = (member: Member, route: DescribedRoute) => roleMay(member.role, needOf(route));
    // The refusals first, before any allowed call leaves work behind (a support request's mails are
    // stamped after its answer): each with the organisation's own ids, where only the role stands in
    // the way.
    let refusedCalls = 0;
    for (const member of members) {
      for (const route of signedIn.filter((each) => !mayCall(member, each))) {
        const before = await d1Snapshot();
        const sentBefore = leftTheWorker(fetches.mock.calls).length;
        const { status, json } = await callAs(member, route, owner.ids);
        const changed = changedTables(before, await d1Snapshot());
        const sent = leftTheWorker(fetches.mock.calls).slice(sentBefore);
        if (!answered(status, json, 1013))
          wrong.push(`${member.role} ${route.key}: ${status} ${JSON.stringify(json)}`);
        if (changed.length > 0) wrong.push(`${member.role} ${route.key} changed ${changed.join(", ")}`);
        if (sent.length > 0) wrong.push(`${member.role} ${route.key} sent ${sent.join(", ")}`);
        refusedCalls += 1;
      }
    }
    for (const member of members) {
      const allowed = signedIn.filter((each) => mayCall(member, each));
      for (const route of allowed) {
        if (route.description.scope === "seller") {
          // Past the gate, the doors still hold: another organisation's ids are nobody's here.
          const { status, json } = await callAs(member, route, outsider.ids);
          if (!answered(status, json, 1003, 1006)) {
            wrong.push(
              `${member.role} ${route.key} with the outsider's ids: ${status} ${JSON.stringify(json)}`,
            );
          }
        } else {
          const { status, json } = await callAs(member, route, owner.ids);
          if (codeOf(json) === 1013) wrong.push(`${member.role} ${route.key} refused: ${status}`);
        }
      }
      counts.push(`${member.role} ${allowed.length} allowed, ${signedIn.length - allowed.length} refused`);
    }
    // The other organisation's member: the owner's ids and the owner's organisation in its header.
    const stranger: Member = { role: "owner", cookie: outsider.cookie };
    const sellerRoutes = signedIn.filter((route) => route.description.scope === "seller");
    for (const route of sellerRoutes) {
      const { status, json } = await callAs(stranger, route, owner.ids);
      if (!answered(status, json, 1003, 1006)) {
        wrong.push(`outsider ${route.key}: ${status} ${JSON.stringify(json)}`);
      }
    }
    counts.push(`outsider ${sellerRoutes.length} refused 1003/1006`);
    console.log(`role walk over ${signedIn.length} signed-in routes: ${counts.join("; ")}`);
    expect(wrong).toEqual([]);
    expect(signedIn.length).toBeGreaterThanOrEqual(80);
    expect(refusedCalls).toBeGreaterThanOrEqual(40);
  });

  it("refuses an Analyst's bid and budget changes and leaves their rows as they were", async () => {
    const analyst = members.find((member) => member.role === "analyst") as Member;
    const headers = { [ORGANISATION_HEADER]: organisationId };
    const { profileId, keywordId, campaignId, skuId } = owner.ids;
    const bidOf = () =>
      env.DB.prepare("select bid_cents from sp_keywords where profile_id = ? and keyword_id = ?")
        .bind(profileId, keywordId)
        .first();
    const budgetOf = () =>
      env.DB.prepare("select budget_cents from sp_campaigns where profile_id = ? and campaign_id = ?")
        .bind(profileId, campaignId)
        .first();
    const skuBudgetOf = () =>
      env.DB.prepare("select max_daily_budget_cents from advertised_skus where id = ?").bind(skuId).first();
    const before = [await bidOf(), await budgetOf(), await skuBudgetOf()];
    const attempts = [
      { path: `/api/keywords/${profileId}/keyword/${keywordId}`, body: { bid: 0.75 } },
      { path: `/api/campaigns/${profileId}/${campaignId}`, body: { budget: 25 } },
      { path: `/api/advertised-sku/${profileId}/${skuId}`, body: { maxDailyBudget: 40 } },
    ];
    for (const { path, body } of attempts) {
      const { status, json } = await call(path, { method: "PUT", cookie: analyst.cookie, headers, body });
      expect([status, codeOf(json)], path).toEqual([403, 1013]);
    }
    expect([await bidOf(), await budgetOf(), await skuBudgetOf()]).toEqual(before);
    expect(before.every((row) => row !== null)).toBe(true);
  });
});
