import { and, eq, inArray, sql } from "drizzle-orm";
import { skuCampaignIds } from "../../access/skupilot-campaigns";
import { productUrl } from "../../amazon/product-url";
import { ApiError } from "../../contracts/api-error";
import { targetReportOf } from "../../contracts/campaigns/target-report";
import type { DateRange } from "../../contracts/date-range";
import type {
  ProfileSearchTermPage,
  ProfileSearchTermRow,
  TermCampaign,
} from "../../contracts/search-terms/profile-search-terms";
import type { SearchTermListQuery } from "../../contracts/search-terms/profile-search-terms.schemas";
import { advertisedSkus, managedCampaigns, spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf, SUM_FIGURES } from "../../db/figures-sql";
import { skuCampaigns } from "../../db/sku-structure-schema";
import { isAsinTerm } from "../campaigns/search-terms";
import { authorsOf } from "./term-authors";
import { type TermEntry, termEntries } from "./term-entries";
import { keepsRow, pageOf, sortRows } from "./term-list-order";
import { termMarks } from "./term-marks";

type Profile = { id: number; countryCode: string };
type TermFigures = FigureRow & { campaignId: string; searchTerm: string };

/** 1006 unless the campaign is one of the profile's (as last synced). */
async function requireProfileCampaign(db: Database, profileId: number, campaignId: string) {
  const found = await db
    .select({ campaignId: spCampaigns.campaignId })
    .from(spCampaigns)
    .where(and(eq(spCampaigns.profileId, profileId), eq(spCampaigns.campaignId, campaignId)))
    .get();
  if (!found) throw new ApiError(1006, "This campaign is not one of this profile's campaigns.");
}

/** The campaigns the filters allow: one campaign, a SKU's campaigns, or null for all of them. */
async function campaignScope(db: Database, profileId: number, query: SearchTermListQuery) {
  if (query.campaignId !== undefined) await requireProfileCampaign(db, profileId, query.campaignId);
  if (query.skuId === undefined) return query.campaignId === undefined ? null : [query.campaignId];
  const sku = await db
    .select({ id: advertisedSkus.id })
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.id, query.skuId), eq(advertisedSkus.profileId, profileId)))
    .get();
  if (!sku) throw new ApiError(1006, "This SKU is not one of this profile's advertised SKUs.");
  const ids = await skuCampaignIds(db, profileId, sku.id);
  return query.campaignId === undefined ? ids : ids.filter((id) => id === query.campaignId);
}

/** Each term's figures per campaign over the range. */
async function termFigures(db: Database, profileId: number, range: DateRange, scope: string[] | null) {
  if (scope?.length === 0) return [];
  const inScope = scope === null ? sql`` : sql`and dm.campaign_id in ${scope}`;
  return db.all<TermFigures>(sql`
    select dm.campaign_id as campaignId, dm.search_term as searchTerm, ${SUM_FIGURES}
    from search_term_metrics dm
    where dm.profile_id = ${profileId} ${inScope}
      and dm.date between ${range.startDate} and ${range.endDate}
    group by dm.campaign_id, dm.search_term`);
}

/** The campaigns' names, whether the campaign page opens them, and the SKU each runs for. */
async function campaignsOf(db: Database, profileId: number, campaignIds: string[]) {
  const [campaigns, managed, built] = await Promise.all([
    db
      .select({ campaignId: spCampaigns.campaignId, name: spCampaigns.name })
      .from(spCampaigns)
      .where(and(eq(spCampaigns.profileId, profileId), inArray(spCampaigns.campaignId, campaignIds))),
    db
      .select({
        campaignId: managedCampaigns.campaignId,
        source: managedCampaigns.source,
        skuId: managedCampaigns.advertisedSkuId,
      })
      .from(managedCampaigns)
      .where(eq(managedCampaigns.profileId, profileId)),
    db
      .select({ campaignId: skuCampaigns.campaignId, skuId: skuCampaigns.advertisedSkuId })
      .from(skuCampaigns)
      .where(eq(skuCampaigns.profileId, profileId)),
  ]);
  const skus = await db
    .select({ id: advertisedSkus.id, sku: advertisedSkus.sku })
    .from(advertisedSkus)
    .where(eq(advertisedSkus.profileId, profileId));
  const skuById = new Map(skus.map((row) => [row.id, row]));
  const managedById = new Map(managed.map((row) => [row.campaignId, row]));
  const skuIdOf = new Map<string, number>();
  for (const row of [...built, ...managed]) if (row.skuId !== null) skuIdOf.set(row.campaignId, row.skuId);
  const nameOf = new Map(campaigns.map((row) => [row.campaignId, row.name]));
  /** Every campaign of each SKU: where a term's negatives "in the SKU's other campaigns" are looked for. */
  const siblings = new Map<number, string[]>();
  for (const [campaignId, skuId] of skuIdOf)
    siblings.set(skuId, [...(siblings.get(skuId) ?? []), campaignId]);
  return (campaignId: string): TermCampaign & { group: string[] } => {
    const skuId = skuIdOf.get(campaignId);
    const sku = skuId === undefined ? undefined : skuById.get(skuId);
    return {
      campaignId,
      campaignName: nameOf.get(campaignId) ?? campaignId,
      source: managedById.get(campaignId)?.source ?? null,
      sku: sku ? { id: sku.id, sku: sku.sku } : null,
      group: skuId === undefined ? [campaignId] : (siblings.get(skuId) ?? [campaignId]),
    };
  };
}

/** Campaign ids one `in (…)` list takes: D1 binds at most 100 parameters a statement. */
const CAMPAIGNS_PER_READ = 90;

/** The campaigns' keywords, targets and negatives (termEntries) and who made them, read in chunks. */
async function entriesAndAuthors(db: Database, profileId: number, campaignIds: string[]) {
  const chunks: string[][] = [];
  for (let start = 0; start < campaignIds.length; start += CAMPAIGNS_PER_READ) {
    chunks.push(campaignIds.slice(start, start + CAMPAIGNS_PER_READ));
  }
  const read = await Promise.all(
    chunks.map(async (ids) => ({
      entries: await termEntries(db, profileId, ids),
      authorOf: await authorsOf(db, profileId, ids),
    })),
  );
  return {
    entries: read.flatMap((chunk) => chunk.entries),
    authorOf: (entityId: string) => {
      for (const chunk of read) {
        const author = chunk.authorOf(entityId);
        if (author) return author;
      }
      return null;
    },
  };
}

/**
 * Every campaign's search terms of the profile over the range (issue 33 item 2), one row per term and
 * campaign, each marked as the campaign page marks it (negated here or in the SKU's other campaigns,
 * harvested, and by whom); filtered, sorted and paged here. A campaign or SKU filter that is not the
 * profile's answers 1006.
 */
export async function profileSearchTerms(
  db: Database,
  profile: Profile,
  range: DateRange,
  query: SearchTermListQuery,
): Promise<ProfileSearchTermPage> {
  const scope = await campaignScope(db, profile.id, query);
  const figures = await termFigures(db, profile.id, range, scope);
  const campaignIds = [...new Set(figures.map((row) => row.campaignId))];
  const campaignOf = await campaignsOf(db, profile.id, campaignIds);
  const looked = [...new Set(campaignIds.flatMap((id) => campaignOf(id).group))];
  const { entries, authorOf } = await entriesAndAuthors(db, profile.id, looked);
  const entriesOf = new Map<string, TermEntry[]>();
  for (const entry of entries)
    entriesOf.set(entry.campaignId, [...(entriesOf.get(entry.campaignId) ?? []), entry]);
  const rows = figures.map((row): ProfileSearchTermRow => {
    const { group, ...campaign } = campaignOf(row.campaignId);
    const asin = isAsinTerm(row.searchTerm);
    const inGroup = group.flatMap((id) => entriesOf.get(id) ?? []);
    return {
      searchTerm: row.searchTerm,
      type: asin ? "ASIN" : "text",
      thumbnail: null,
      url: asin ? productUrl(profile.countryCode, row.searchTerm.toUpperCase()) : null,
      ...targetReportOf(figuresOf(row)),
      marks: termMarks(row.searchTerm, row.campaignId, inGroup, authorOf),
      ...campaign,
    };
  });
  const kept = sortRows(
    rows.filter((row) => keepsRow(row, query)),
    query.sort,
    query.order,
  );
  const page = pageOf(kept, query.page, query.limit);
  return { searchTerms: page.rows, total: page.total, totalPages: page.totalPages, page: page.page };
}
