import { markManagedCampaigns } from "./demo-seller";
import { localD1 } from "./local-d1";

type Seeded = { profileId: number; skuId: number; sku: string; campaignId: string; campaignName: string };
type Keyword = { keyword_id: string; keyword_text: string; bid_cents: number; ad_group_id: string };

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A managed keyword campaign of the seller's selected profile, one of its products as an advertised SKU
 * with a target ACOS and negative optimisation (so the engine's Next run has real changes to list), and
 * its History as the job would have logged it: 58 bid changes (the newest still held on Amazon, so
 * undoable), a negative keyword and a failed bid expansion.
 */
export async function seedHistory(
  email: string,
  profileId: number,
  marketplaceNow: number,
): Promise<Seeded & { keyword: Keyword }> {
  await markManagedCampaigns(email, { source: "MIGRATED" });
  const [campaign] = await localD1<{ campaign_id: string; name: string }>(
    "select c.campaign_id, c.name from sp_campaigns c join sp_keywords k on k.profile_id = c.profile_id and k.campaign_id = c.campaign_id " +
      `where c.profile_id = ${profileId} and k.kind = 'KEYWORD' and k.bid_cents is not null and c.state = 'ENABLED' ` +
      "group by c.campaign_id order by count(*) desc limit 1",
  );
  if (!campaign) throw new Error("the demo seller has no keyword campaign");
  const keywords = await localD1<Keyword>(
    `select keyword_id, keyword_text, bid_cents, ad_group_id from sp_keywords where profile_id = ${profileId} ` +
      `and campaign_id = ${quote(campaign.campaign_id)} and kind = 'KEYWORD' and bid_cents is not null limit 2`,
  );
  const [keyword, other] = keywords;
  if (!keyword || !other) throw new Error("the campaign has too few keywords");
  const [product] = await localD1<{ sku: string; asin: string }>(
    `select sku, asin from sp_product_ads where profile_id = ${profileId} and campaign_id = ${quote(campaign.campaign_id)} ` +
      `and sku is not null and sku not in (select sku from advertised_skus where profile_id = ${profileId}) limit 1`,
  );
  if (!product) throw new Error("the campaign advertises no product left to add");
  const sku = product.sku;
  const [row] = await localD1<{ id: number }>(
    "insert into advertised_skus (profile_id, sku, asin, title, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised, target_acos, negative_optimization) " +
      `values (${profileId}, ${quote(sku)}, ${quote(product.asin ?? "")}, 'Automation history mug', 2000, 20, 150, 1, 25, ` +
      `'{"frequency":"WEEKLY","lookBackPeriod":14,"clicksWithoutSale":10}') returning id`,
  );
  if (!row) throw new Error("seeding the SKU failed");
  await localD1(
    `update managed_campaigns set advertised_sku_id = ${row.id} where profile_id = ${profileId} and campaign_id = ${quote(campaign.campaign_id)}`,
  );
  const hour = 3_600_000;
  // On the marketplace's clock, as the job logs them: the last 7 days are counted by it.
  const start = marketplaceNow - 60 * hour;
  const change = (
    at: number,
    key: string,
    rule: string,
    kind: string,
    entityType: string,
    entityId: string | null,
    action: object,
    reason: string,
    status = "APPLIED",
    error: string | null = null,
  ) =>
    `(${profileId}, ${row.id}, ${quote(campaign.campaign_id)}, ${quote(new Date(at).toISOString())}, ${quote(key)}, ${quote(rule)}, ${quote(kind)}, ` +
    `${quote(entityType)}, ${entityId ? quote(entityId) : "null"}, ${quote(JSON.stringify(action))}, ${quote(reason)}, ${quote(status)}, ` +
    `${error ? quote(error) : "null"}, ${at}, ${status === "APPLIED" ? at : "null"})`;
  const bid = (keywordId: string, fromCents: number, toCents: number) => ({
    kind: "SET_BID",
    entityType: "KEYWORD",
    entityId: keywordId,
    fromCents,
    toCents,
  });
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const values = [
    ...Array.from({ length: 57 }, (_, i) => {
      const [from, to] = [90 + (i % 7), 84 + (i % 5)];
      return change(
        start + i * hour,
        `filler-${i}`,
        "BID_OPTIMIZATION",
        "SET_BID",
        "KEYWORD",
        other.keyword_id,
        bid(other.keyword_id, from, to),
        `ACOS ${30 + (i % 9)} % over 14 days against a 25 % target; bid ${dollars(from)} → ${dollars(to)}`,
      );
    }),
    change(
      start + 57 * hour,
      "negative",
      "NEGATIVE_OPTIMIZATION",
      "ADD_NEGATIVE_KEYWORD",
      "NEGATIVE_KEYWORD",
      null,
      {
        kind: "ADD_NEGATIVE_KEYWORD",
        entityType: "NEGATIVE_KEYWORD",
        adGroupId: keyword.ad_group_id,
        keywordText: "free mug",
      },
      "12 clicks without a sale over 14 days (your threshold: 10)",
    ),
    change(
      start + 58 * hour,
      "failed",
      "TARGET_BID_EXPANSION",
      "SET_BID",
      "KEYWORD",
      other.keyword_id,
      bid(other.keyword_id, 80, 95),
      "312 impressions over 14 days, under your 500; bid $0.80 + $0.15 = $0.95",
      "FAILED",
      "Amazon refused the bid: the ad group is archived",
    ),
    change(
      start + 59 * hour,
      "held",
      "BID_OPTIMIZATION",
      "SET_BID",
      "KEYWORD",
      keyword.keyword_id,
      bid(keyword.keyword_id, keyword.bid_cents + 14, keyword.bid_cents),
      `ACOS 41 % over 14 days against a 25 % target; bid ${dollars(keyword.bid_cents + 14)} → ${dollars(keyword.bid_cents)}`,
    ),
  ];
  await localD1(
    "insert into automation_changes (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type, entity_id, action, reason, status, error, planned_at, applied_at) values " +
      values.join(", "),
  );
  return {
    profileId,
    skuId: row.id,
    sku,
    campaignId: campaign.campaign_id,
    campaignName: campaign.name,
    keyword,
  };
}
