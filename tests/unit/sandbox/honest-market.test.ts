/**
 * The market is not generous: relevance governs what converts and what a click costs on every
 * targeting path, including manual keywords that match a search term by text alone.
 */
import { describe, expect, it } from "vitest";
import type { FactRow, SandboxState } from "../../../sandbox/model/index";
import { productInStock, termsOf, withExactKeywords } from "./exact-keyword-fixtures";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

const BID = 40;

/** One product's exact keywords at a high bid and budget on every term of the given relevance. */
function exactKeywordsOn(
  world: SandboxState,
  isChosen: (relevance: number) => boolean,
): { state: SandboxState; campaignId: string; terms: Set<string> } {
  const us = demoUs(world);
  const pid = us.profileId;
  const { p, product } = productInStock(us, "2026-11-02", "2026-11-10");
  const terms = termsOf(us, p, isChosen).map((q) => us.market.queries[q]?.text as string);
  const probe = withExactKeywords(withOnlyProfile(world, pid), pid, {
    name: "Probe",
    sku: product.sku,
    budget: 1e6,
    // Fixed bids: "down only" would already keep an irrelevant keyword out of most auctions.
    strategy: "MANUAL",
    defaultBid: BID,
    keywords: terms,
  });
  expect(probe.errors).toEqual([]);
  return { state: probe.state, campaignId: probe.campaignId, terms: new Set(terms) };
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
