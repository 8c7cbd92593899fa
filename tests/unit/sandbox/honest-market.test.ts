/**
 * The market is not generous: relevance governs what converts and what a click costs on every
 * targeting path, including manual keywords that match a search term by text alone.
 */
import { describe, expect, it } from "vitest";
import { createEntities, type FactRow, type SandboxState } from "../../../sandbox/model/index";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

const BID = 40;

/** One product's exact keywords at a high bid and budget on every term of the given relevance. */
function exactKeywordsOn(
  world: SandboxState,
  isChosen: (relevance: number) => boolean,
): { state: SandboxState; campaignId: string; terms: Set<string> } {
  const us = demoUs(world);
  const pid = us.profileId;
  const p = us.catalog.findIndex(
    (candidate) =>
      candidate.eligibility.length === 0 &&
      !candidate.stockSpells.some((s) => s.start <= "2026-11-10" && s.end >= "2026-11-02"),
  );
  const product = us.catalog[p];
  if (!product) throw new Error("fixture");
  const relevance = us.market.truth[p]?.relevance ?? [];
  const terms = us.market.queries
    .filter((query, q) => query.kind === "term" && isChosen(relevance[q] ?? 0))
    .map((query) => query.text);
  const campaign = createEntities(withOnlyProfile(world, pid), pid, "campaigns", [
    {
      name: "Probe",
      targetingType: "MANUAL",
      state: "ENABLED",
      budget: { budgetType: "DAILY", budget: 1e6 },
      // Fixed bids: "down only" would already keep an irrelevant keyword out of most auctions.
      dynamicBidding: { strategy: "MANUAL", placementBidding: [] },
    },
  ]);
  const campaignId = campaign.result.success[0]?.campaignId as string;
  const group = createEntities(campaign.state, pid, "adGroups", [
    { campaignId, name: "Exact", state: "ENABLED", defaultBid: BID },
  ]);
  const adGroupId = group.result.success[0]?.adGroupId as string;
  const ad = createEntities(group.state, pid, "productAds", [
    { campaignId, adGroupId, sku: product.sku, state: "ENABLED" },
  ]);
  const keywords = createEntities(
    ad.state,
    pid,
    "keywords",
    terms.map((keywordText) => ({
      campaignId,
      adGroupId,
      keywordText,
      matchType: "EXACT",
      state: "ENABLED",
    })),
  );
  expect(keywords.result.error).toEqual([]);
  return { state: keywords.state, campaignId, terms: new Set(terms) };
}

function probeRows(world: SandboxState, isChosen: (relevance: number) => boolean): FactRow[] {
  const probe = exactKeywordsOn(world, isChosen);
  const later = run(probe.state, 7 * 24);
  return profileById(later, demoUs(world).profileId).metrics.facts.filter(
    (row) => row.campaignId === probe.campaignId,
  );
}

describe("an honest market", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  const world = demoWorld();
  const irrelevant = probeRows(world, (relevance) => relevance > 0 && relevance <= 0.07);
  const relevant = probeRows(world, (relevance) => relevance >= 0.5);

  it("lets an irrelevant exact keyword buy clicks but almost never an order", () => {
    const clicks = sum(irrelevant, "clicks");
    expect(clicks).toBeGreaterThan(300);
    expect(sum(irrelevant, "purchases30d") / clicks).toBeLessThan(0.005);
  });

  it("keeps relevant exact keywords converting at about the usual rates", () => {
    const clicks = sum(relevant, "clicks");
    expect(clicks).toBeGreaterThan(300);
    expect(sum(relevant, "purchases30d") / clicks).toBeGreaterThan(0.03);
  });

  it("charges an irrelevant keyword far more per click at the same bid (low quality)", () => {
    const cpc = (rows: FactRow[]) => sum(rows, "cost") / sum(rows, "clicks");
    expect(cpc(irrelevant)).toBeGreaterThan(8 * cpc(relevant));
  });
});
