/**
 * Inventory: while the product is OUT_OF_STOCK its product ads are paused in every campaign that
 * advertises it (the seller's own too: only this product's ad stops, so nothing is spent on a
 * product nobody can buy); once it is available again, the ads this rule paused are resumed. An
 * unknown availability changes nothing. No spend while out of stock outranks a seller's re-enable:
 * an ENABLED ad is paused at every run until the stock is back.
 */
import { isInDayPartingWindow, isInOffSeason } from "./ads-off";
import { pauseOrResume } from "./pause-resume";
import type { RuleDefinition } from "./rule";
import type { RuleInput } from "./rule-input";
import { everyRun } from "./schedule";
import { adLevelCampaignIds } from "./scheduled-entities";

export function proposeInventory({ snapshot, clock }: RuleInput) {
  const { availability } = snapshot;
  if (availability === null) return [];
  // Back in stock while day parting or seasonality keeps the SKU's ads off: an ad they switch (in a
  // shared campaign) waits for them; the others come back inside their paused campaigns.
  const { seasonality } = snapshot.settings;
  const adsOff = isInDayPartingWindow(seasonality, clock) || isInOffSeason(seasonality, clock);
  const waiting = adsOff ? adLevelCampaignIds(snapshot) : new Set<string>();
  return pauseOrResume({
    rule: "INVENTORY",
    entityType: "PRODUCT_AD",
    entities: snapshot.productAds
      .filter(({ campaignId, state }) => !(state === "PAUSED" && waiting.has(campaignId)))
      .map(({ adId, campaignId, state }) => ({ entityId: adId, campaignId, state })),
    snapshot,
    wantsOff: availability === "OUT_OF_STOCK",
    mayResume: true,
    pauseReason: `Out of stock (availability ${availability}); product ad paused so nothing is spent`,
    resumeReason: `Back in stock (availability ${availability}); product ad resumed (paused while out of stock)`,
  });
}

/** Always on: every SKU's ads stop when it runs out of stock. */
export const inventory: RuleDefinition = {
  rule: "INVENTORY",
  isEnabled: () => true,
  isDue: everyRun,
  propose: proposeInventory,
};
