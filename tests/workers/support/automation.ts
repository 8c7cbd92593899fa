import { env } from "cloudflare:workers";
import { listAll } from "../../../worker/amazon/sp-entities";
import type { RuleDefinition } from "../../../worker/automation/rules/rule";
import type { KeywordSnapshot } from "../../../worker/automation/rules/rule-input";
import type { ProposedChange } from "../../../worker/contracts/automation/change";
import { signedInUser } from "./accounts";
import { connectSeller } from "./amazon";
import { adsClientOf, profilesOf, settledSyncs } from "./sync";

/** The seller the automation tests act on: its US campaigns have keywords, and other files leave them alone. */
export const AUTOMATION_SELLER = "harbor-pet@example.com";

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A test rule over one SKU's ENABLED keywords: each whose bid is not `bid(keyword)` gets that bid. */
export function bidRule(
  skuId: number,
  bid: (keyword: KeywordSnapshot) => number,
  label: string,
): RuleDefinition {
  return {
    rule: "BID_OPTIMIZATION",
    isEnabled: (settings) => settings.skuId === skuId,
    isDue: () => true,
    propose: ({ snapshot }) =>
      snapshot.keywords
        .filter((keyword) => keyword.state === "ENABLED" && bid(keyword) !== keyword.bidCents)
        .map(
          (keyword): ProposedChange => ({
            kind: "SET_BID",
            entityType: "KEYWORD",
            entityId: keyword.keywordId,
            fromCents: keyword.bidCents,
            toCents: bid(keyword),
            rule: "BID_OPTIMIZATION",
            skuId,
            campaignId: keyword.campaignId,
            reason: `${label}; bid ${usd(keyword.bidCents)} → ${usd(bid(keyword))}`,
          }),
        ),
  };
}
/** "Set every ENABLED keyword's bid to `cents`". */
export const setBidsRule = (skuId: number, cents: number) =>
  bidRule(skuId, () => cents, `Test rule: every keyword at ${usd(cents)}`);
/** "Raise every ENABLED keyword's bid by `cents`": applied twice, it would show. */
export const raiseBidsRule = (skuId: number, cents: number) =>
  bidRule(skuId, (keyword) => keyword.bidCents + cents, `Test rule: every keyword ${usd(cents)} higher`);

/** Waits until the profile's automation runs queued so far are done (its lease free, a run recorded). */
export async function settledAutomation(profileId: number, done: () => Promise<boolean> = async () => true) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const lease = await env.DB.prepare(
      "select holder, last_run_at as lastRunAt from automation_leases where profile_id = ?",
    )
      .bind(profileId)
      .first<{ holder: string | null; lastRunAt: number | null }>();
    if (lease && lease.holder === null && lease.lastRunAt !== null && (await done())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the automation of profile ${profileId} did not settle`);
}

/**
 * The automation seller connected for a new user, its first syncs and automation runs settled, and
 * its US product with the most ENABLED keywords stored as an advertised SKU.
 */
export async function automationSeller() {
  const user = await signedInUser("automation");
  const tokenId = await connectSeller(user.cookie, AUTOMATION_SELLER);
  const profiles = await profilesOf(tokenId);
  await settledSyncs(profiles.map((profile) => profile.id));
  const us = profiles.find((profile) => profile.countryCode === "US");
  if (!us) throw new Error("the automation seller has no US profile");
  for (const profile of profiles) await settledAutomation(profile.id);
  const product = await env.DB.prepare(
    `select pa.sku, pa.asin, count(distinct k.keyword_id) as keywords from sp_product_ads pa
     join sp_campaigns c on c.profile_id = pa.profile_id and c.campaign_id = pa.campaign_id and c.state != 'ARCHIVED'
     join sp_keywords k on k.profile_id = pa.profile_id and k.campaign_id = pa.campaign_id and k.kind = 'KEYWORD' and k.state = 'ENABLED'
     where pa.profile_id = ? and pa.sku is not null group by pa.sku, pa.asin order by keywords desc limit 1`,
  )
    .bind(us.id)
    .first<{ sku: string; asin: string; keywords: number }>();
  if (!product) throw new Error("the automation seller has no product with keywords");
  const sku = await env.DB.prepare(
    "insert into advertised_skus (profile_id, sku, asin, title, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised) values (?, ?, ?, 'Automation test product', 2500, 2, 500, 1) returning id",
  )
    .bind(us.id, product.sku, product.asin)
    .first<{ id: number }>();
  if (!sku) throw new Error("storing the advertised SKU failed");
  return {
    user,
    tokenId,
    profileId: us.id,
    amazonProfileId: us.amazonProfileId,
    skuId: sku.id,
    sku: product.sku,
  };
}

export type AutomationSeller = Awaited<ReturnType<typeof automationSeller>>;

/** Keyword id → bid in cents, as Amazon (the sandbox) holds them now. */
export async function bidsOnAmazon(seller: AutomationSeller, keywordIds: string[]) {
  const client = await adsClientOf(seller.tokenId);
  const keywords = await listAll<{ keywordId: string; bid?: number }>(
    client,
    seller.amazonProfileId,
    "keywords",
    {
      keywordIdFilter: { include: keywordIds },
    },
  );
  return new Map(keywords.map((keyword) => [keyword.keywordId, Math.round((keyword.bid ?? 0) * 100)]));
}

/** The SKU's change rows as stored, oldest first. */
export async function changeRows(skuId: number) {
  const { results } = await env.DB.prepare(
    "select id, run_key as runKey, entity_id as entityId, action, reason, status, error, attempts, undoes_change_id as undoesChangeId from automation_changes where advertised_sku_id = ? order by id",
  )
    .bind(skuId)
    .all<{
      id: number;
      runKey: string;
      entityId: string;
      action: string;
      reason: string;
      status: string;
      error: string | null;
      attempts: number;
      undoesChangeId: number | null;
    }>();
  return results.map((row) => ({
    ...row,
    action: JSON.parse(row.action) as { fromCents: number; toCents: number },
  }));
}

/**
 * Calls to the Ads API among the fetches a spy saw. The sandbox serves the marketplace clock on the same
 * origin (`/_sandbox/clock`), which a queue consumer running meanwhile reads: that is no call to Amazon.
 */
export const adsCalls = (calls: unknown[][]) =>
  calls.filter(([request]) => {
    const url = request instanceof Request ? request.url : String(request);
    return url.startsWith(env.AMAZON_ADS_API_URL) && !new URL(url).pathname.startsWith("/_sandbox/");
  });
