import type { BatchItem } from "drizzle-orm/batch";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { mutate, type SpMutationResult } from "../../amazon/sp-entities";
import { itemErrorMessage } from "../../amazon/sp-item-error";
import { ApiError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { requireSplit, type SplitSku } from "./budget-split";
import { mirrorStatements } from "./push-mirror";
import { isEmptyPlan, type PushPlan, pushPlan, type SkuLimitsChange } from "./push-plan";
import { builtStructureRows } from "./push-rows";

/** The profile's Ads client, asked for only when Amazon has something to change. */
export type AmazonAccess = () => Promise<ProfileAccess>;

/** 1008 when Amazon refused any item: the SKU keeps its settings, and sending the change again finishes it. */
function requirePushed(result: SpMutationResult, what: string) {
  const [refused] = result.error;
  if (!refused) return;
  throw new ApiError(
    1008,
    `Amazon did not accept ${what} (${itemErrorMessage(refused)}). Please try again: the SKU's settings were not changed.`,
  );
}

const dollars = (cents: number) => cents / 100;

const budgetItems = (campaigns: PushPlan["campaigns"]) =>
  campaigns.map(({ campaignId, budgetCents }) => ({
    campaignId,
    budget: { budget: dollars(budgetCents), budgetType: "DAILY" },
  }));

/**
 * One Amazon call per entity kind (batched by `mutate`): lowered budgets first, then raised ones (the
 * campaigns never hold more than the SKU's Max budget on the way), then bids, so raised bids fit
 * under the new budgets.
 */
export async function sendPlan({ profile, client }: ProfileAccess, plan: PushPlan) {
  const steps = [
    {
      kind: "campaigns",
      what: "the lowered daily budgets of the SKU's campaigns",
      items: budgetItems(plan.campaigns.filter((campaign) => campaign.budgetCents < campaign.fromCents)),
    },
    {
      kind: "campaigns",
      what: "the new daily budget of the SKU's campaigns",
      items: budgetItems(plan.campaigns.filter((campaign) => campaign.budgetCents > campaign.fromCents)),
    },
    {
      kind: "adGroups",
      what: "the ad groups' default bids in the new bid range",
      items: plan.adGroups.map(({ adGroupId, defaultBidCents }) => ({
        adGroupId,
        defaultBid: dollars(defaultBidCents),
      })),
    },
    {
      kind: "keywords",
      what: "the keywords' bids in the new bid range",
      items: plan.keywords.map(({ keywordId, bidCents }) => ({ keywordId, bid: dollars(bidCents) })),
    },
    {
      kind: "targets",
      what: "the targets' bids in the new bid range",
      items: plan.targets.map(({ targetId, bidCents }) => ({ targetId, bid: dollars(bidCents) })),
    },
  ] as const;
  for (const { kind, what, items } of steps) {
    if (items.length === 0) continue;
    requirePushed(await mutate(client, profile.amazonProfileId, kind, "update", items), what);
  }
}

/**
 * Makes the structure built for an advertised SKU follow its new budget and bid range on Amazon
 * (docs/campaign-structure.md). Answers the statements that bring our synced copy along, to be
 * stored together with the SKU; throws 1008 (nothing to store) when Amazon refused any item.
 */
export async function pushSkuLimits(
  db: Database,
  access: AmazonAccess,
  profileId: number,
  sku: { id: number } & SplitSku,
  change: SkuLimitsChange,
): Promise<BatchItem<"sqlite">[]> {
  if (change.budgetCents === undefined && change.bids === undefined) return [];
  const rows = await builtStructureRows(db, profileId, sku.id);
  if (change.budgetCents !== undefined) requireSplit(rows.campaigns, change.budgetCents, sku);
  const plan = pushPlan(rows, change);
  if (isEmptyPlan(plan)) return [];
  await sendPlan(await access(), plan);
  return mirrorStatements(db, profileId, plan);
}
