import { rankProviderOf } from "../amazon/organic-rank";
import { ruleClockAt } from "../clock/zone-clock";
import type { Database } from "../db/client";
import { budgetOutsOf, loadBudgetOuts } from "./load-budget-outs";
import { campaignIdsOf, loadSkuEntities } from "./load-entities";
import {
  availabilityBySku,
  boostsBySku,
  heldEntityIds,
  historyBySku,
  organicSearchKeywordIds,
} from "./load-extras";
import { loadSkuFigures, lookBackStart } from "./load-figures";
import { keptBudgetsBySku } from "./load-kept-budgets";
import { loadLaunchDates } from "./load-launch-dates";
import { rankBudget as freshRankBudget, organicRanksOf, type RankBudget } from "./organic-ranks";
import type { ProfileContext } from "./profile-context";
import type { SkuSettings, SkuSnapshot } from "./rules/rule-input";

/**
 * The snapshot of each SKU as its rules read it at `now`: its campaigns and what is in them, the
 * look-back's figures, availability, boosts, organic ranks, the automation's history and the holds.
 * A fixed number of statements for all SKUs (lists bound as one JSON parameter: db/in-list.ts), one
 * catalog call, and for the SKUs with boosted or organic-search keywords one read of the day's stored
 * ranks and a rank look-up for each keyword text not read yet today (`rankBudget`: the invocation's
 * MAX_RANK_CALLS provider calls at most; organic-ranks.ts).
 */
export async function loadSnapshots(
  db: Database,
  env: Env,
  context: ProfileContext,
  skus: SkuSettings[],
  now: Date,
  rankBudget: RankBudget = freshRankBudget(),
): Promise<SkuSnapshot[]> {
  if (skus.length === 0) return [];
  const { profileId } = context;
  const provider = rankProviderOf(env);
  const today = ruleClockAt(now, context.timezone).today;
  const skuIds = skus.map((sku) => sku.skuId);
  const entities = await loadSkuEntities(db, profileId, skus);
  const keywordIds = [...entities.values()].flatMap((sku) =>
    sku.keywords.map((keyword) => keyword.keywordId),
  );
  const [figures, availability, boosts, organicIds, history, held, kept, launchDates, outs] =
    await Promise.all([
      loadSkuFigures(db, profileId, entities, lookBackStart(today)),
      availabilityBySku(context, skus),
      boostsBySku(db, profileId, skuIds, now),
      organicSearchKeywordIds(db, profileId, keywordIds),
      historyBySku(db, profileId, skuIds, now),
      heldEntityIds(db, profileId, now),
      keptBudgetsBySku(db, profileId, skuIds),
      loadLaunchDates(db, profileId, entities, context.timezone),
      loadBudgetOuts(db, profileId, campaignIdsOf(entities), lookBackStart(today)),
    ]);

  const snapshots: SkuSnapshot[] = [];
  for (const settings of skus) {
    const mine = entities.get(settings.skuId);
    const days = figures.get(settings.skuId);
    if (!mine || !days) continue;
    const { ownAdIds: _own, targetingCampaignIds: _targeting, ...entitySnapshot } = mine;
    const skuBoosts = boosts.get(settings.skuId) ?? [];
    const running = new Set(
      skuBoosts.filter((boost) => boost.stoppedAt === null).map((boost) => boost.keywordId),
    );
    const ranked = mine.keywords.filter(
      (keyword) => running.has(keyword.keywordId) || organicIds.has(keyword.keywordId),
    );
    snapshots.push({
      settings,
      ...entitySnapshot,
      ...days,
      availability: availability.get(settings.sku) ?? null,
      boosts: skuBoosts,
      organicRanks: await organicRanksOf(
        db,
        provider,
        { profileId, countryCode: context.countryCode, asin: settings.asin, today, now },
        ranked,
        rankBudget,
      ),
      organicSearchKeywordIds: mine.keywords
        .filter((keyword) => organicIds.has(keyword.keywordId))
        .map((keyword) => keyword.keywordId),
      history: history.get(settings.skuId) ?? [],
      heldEntityIds: held,
      keptBudgets: kept.get(settings.skuId) ?? {},
      launchDates,
      budgetOuts: budgetOutsOf(outs, mine.campaigns),
    });
  }
  return snapshots;
}
