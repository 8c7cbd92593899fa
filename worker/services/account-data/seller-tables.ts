import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  advertisedSkus,
  dailyMetrics,
  managedCampaigns,
  searchTermMetrics,
  spAdGroups,
  spCampaigns,
  spKeywords,
  spProductAds,
  spTargets,
  syncStatus,
} from "../../db/ads-schema";
import {
  automationChanges,
  automationHolds,
  automationLeases,
  automationRuleRuns,
} from "../../db/automation-schema";
import { billingCustomers, billingSubscriptions } from "../../db/billing-schema";
import { campaignRunningTotals } from "../../db/campaign-running-totals-schema";
import { chatMessages, chats } from "../../db/chat-schema";
import { inList } from "../../db/in-list";
import { keywordBoosts, keywordOptions, targetOptions } from "../../db/keyword-boosts-schema";
import { profileDailyTotals } from "../../db/profile-daily-totals-schema";
import {
  amazonAccounts,
  amazonProfiles,
  memberships,
  oauthStates,
  organisations,
  signInFailures,
  supportTickets,
  users,
} from "../../db/schema";
import { sellerProfileIds } from "../../db/seller-profile-ids";
import { competitors, skuCampaigns } from "../../db/sku-structure-schema";

/** Whose rows to find: the seller, and the organisations whose rows go with them. */
export type Seller = { id: string; organisationIds: readonly string[] };

export type SellerTable = {
  table: SQLiteTable;
  /** The seller's rows of the table. */
  owned: (seller: Seller) => SQL;
  /** Columns (drizzle keys) never exported: password hashes, tokens. */
  secrets?: readonly string[];
  /**
   * A store derived from another exported table (sums of daily_metrics): deleted with the seller but
   * left out of the export, which it would only double in size.
   */
  derivedFrom?: string;
};

const ofUser = (column: SQLiteColumn) => (seller: Seller) => sql`${column} = ${seller.id}`;
const ofProfiles = (column: SQLiteColumn) => (seller: Seller) =>
  sql`${column} in (${sellerProfileIds(seller.id)})`;
const ofSkus = (column: SQLiteColumn) => (seller: Seller) =>
  sql`${column} in (select id from advertised_skus where profile_id in (${sellerProfileIds(seller.id)}))`;
const ofAccounts = (column: SQLiteColumn) => (seller: Seller) =>
  sql`${column} in (select token_id from amazon_accounts where user_id = ${seller.id})`;
const ofChats = (column: SQLiteColumn) => (seller: Seller) =>
  sql`${column} in (select id from chats where user_id = ${seller.id})`;

/**
 * Every table holding a seller's data and how its rows are found, children before their parents (the
 * order deletion needs: D1 checks foreign keys statement by statement, and the subqueries above read
 * the parents). `tests/workers/account-data.test.ts` fails on a table that is neither here nor in
 * NOT_SELLER_DATA, so a new table is classified before it ships.
 */
export const SELLER_TABLES: readonly SellerTable[] = [
  { table: chatMessages, owned: ofChats(chatMessages.chatId) },
  { table: chats, owned: ofUser(chats.userId) },
  { table: automationChanges, owned: ofProfiles(automationChanges.profileId) },
  { table: automationLeases, owned: ofProfiles(automationLeases.profileId) },
  { table: automationHolds, owned: ofProfiles(automationHolds.profileId) },
  { table: automationRuleRuns, owned: ofSkus(automationRuleRuns.advertisedSkuId) },
  { table: keywordBoosts, owned: ofProfiles(keywordBoosts.profileId) },
  { table: keywordOptions, owned: ofProfiles(keywordOptions.profileId) },
  { table: targetOptions, owned: ofProfiles(targetOptions.profileId) },
  { table: skuCampaigns, owned: ofProfiles(skuCampaigns.profileId) },
  { table: competitors, owned: ofSkus(competitors.advertisedSkuId) },
  { table: managedCampaigns, owned: ofProfiles(managedCampaigns.profileId) },
  {
    table: campaignRunningTotals,
    owned: ofProfiles(campaignRunningTotals.profileId),
    derivedFrom: "daily_metrics",
  },
  {
    table: profileDailyTotals,
    owned: ofProfiles(profileDailyTotals.profileId),
    derivedFrom: "daily_metrics",
  },
  { table: dailyMetrics, owned: ofProfiles(dailyMetrics.profileId) },
  { table: searchTermMetrics, owned: ofProfiles(searchTermMetrics.profileId) },
  { table: spKeywords, owned: ofProfiles(spKeywords.profileId) },
  { table: spTargets, owned: ofProfiles(spTargets.profileId) },
  { table: spProductAds, owned: ofProfiles(spProductAds.profileId) },
  { table: spAdGroups, owned: ofProfiles(spAdGroups.profileId) },
  { table: spCampaigns, owned: ofProfiles(spCampaigns.profileId) },
  { table: syncStatus, owned: ofProfiles(syncStatus.profileId) },
  { table: advertisedSkus, owned: ofProfiles(advertisedSkus.profileId) },
  { table: amazonProfiles, owned: ofAccounts(amazonProfiles.tokenId) },
  {
    table: amazonAccounts,
    owned: ofUser(amazonAccounts.userId),
    secrets: ["refreshTokenCiphertext", "accessTokenCiphertext"],
  },
  // The state is a one-time secret of the connect flow.
  { table: oauthStates, owned: ofUser(oauthStates.userId), secrets: ["state"] },
  { table: supportTickets, owned: ofUser(supportTickets.userId) },
  { table: billingSubscriptions, owned: ofUser(billingSubscriptions.userId) },
  { table: billingCustomers, owned: ofUser(billingCustomers.userId) },
  {
    table: signInFailures,
    owned: (seller) => sql`${signInFailures.email} = (select email from users where id = ${seller.id})`,
  },
  { table: memberships, owned: ofUser(memberships.userId) },
  { table: organisations, owned: (seller) => inList(organisations.id, seller.organisationIds) },
  { table: users, owned: ofUser(users.id), secrets: ["passwordHash"] },
];

/** Tables with no seller's data in them: Stripe's event ids (type and time only), D1's own bookkeeping. */
export const NOT_SELLER_DATA = ["stripe_events", "d1_migrations"] as const;
