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
} from "../db/ads-schema";
import { alertRules, notifications } from "../db/alerts-schema";
import {
  automationChanges,
  automationHolds,
  automationLeases,
  automationRuleRuns,
} from "../db/automation-schema";
import { billingCustomers, billingSubscriptions } from "../db/billing-schema";
import { campaignBudgetOuts } from "../db/budget-outs-schema";
import { campaignRunningTotals } from "../db/campaign-running-totals-schema";
import { chatMessages, chats } from "../db/chat-schema";
import { inList } from "../db/in-list";
import { invitations } from "../db/invitations-schema";
import { keywordBoosts, keywordOptions, organicRankChecks, targetOptions } from "../db/keyword-boosts-schema";
import { profileDailyTotals } from "../db/profile-daily-totals-schema";
import { savedViews } from "../db/saved-views-schema";
import {
  accountTokens,
  amazonAccounts,
  amazonProfiles,
  attemptCounters,
  memberships,
  oauthStates,
  organisations,
  revokedSessions,
  supportTickets,
  users,
} from "../db/schema";
import { skuHourlyFigures } from "../db/sku-hourly-figures-schema";
import { competitors, skuCampaigns } from "../db/sku-structure-schema";
import { streamAdConversions, streamAdTraffic, streamSubscriptions } from "../db/stream-schema";
import { organisationsProfileIds } from "./seller-profile-ids";

/** Whose rows to find: the seller, and the organisations whose rows go with them. */
export type Seller = { id: string; organisationIds: readonly string[] };

export type SellerTable = {
  table: SQLiteTable;
  /** The seller's rows of the table. */
  owned: (seller: Seller) => SQL;
  /** For a table kept per profile (directly or through its SKUs): the rows of the profiles `ids` selects. */
  byProfiles?: (ids: SQL) => SQL;
  /** Columns (drizzle keys) never exported: password hashes, tokens. */
  secrets?: readonly string[];
  /**
   * A store derived from another exported table (sums of daily_metrics): deleted with the seller but
   * left out of the export, which it would only double in size.
   */
  derivedFrom?: string;
};

const ofUser = (column: SQLiteColumn) => (seller: Seller) => sql`${column} = ${seller.id}`;
/** A table of the organisation's world: its rows go with the seller's organisations (docs/teams.md). */
const ofOrganisations = (column: SQLiteColumn) => (seller: Seller) => inList(column, seller.organisationIds);
const withProfiles = (byProfiles: (ids: SQL) => SQL) => ({
  byProfiles,
  owned: (seller: Seller) => byProfiles(organisationsProfileIds(seller.organisationIds)),
});
const ofProfiles = (column: SQLiteColumn) => withProfiles((ids) => sql`${column} in (${ids})`);
const ofSkus = (column: SQLiteColumn) =>
  withProfiles((ids) => sql`${column} in (select id from advertised_skus where profile_id in (${ids}))`);
const ofAccounts = (column: SQLiteColumn) => (seller: Seller) =>
  sql`${column} in (select token_id from amazon_accounts where ${inList(amazonAccounts.organisationId, seller.organisationIds)})`;
const ofChats = (column: SQLiteColumn) => (seller: Seller) =>
  sql`${column} in (select id from chats where ${inList(chats.organisationId, seller.organisationIds)})`;

/**
 * Every table holding a seller's data and how its rows are found, children before their parents (the
 * order deletion needs: D1 checks foreign keys statement by statement, and the subqueries above read
 * the parents). `tests/workers/users/account-data.test.ts` fails on a table that is neither here nor in
 * NOT_SELLER_DATA, so a new table is classified before it ships.
 */
export const SELLER_TABLES: readonly SellerTable[] = [
  { table: chatMessages, owned: ofChats(chatMessages.chatId) },
  { table: chats, owned: ofOrganisations(chats.organisationId) },
  { table: automationChanges, ...ofProfiles(automationChanges.profileId) },
  { table: automationLeases, ...ofProfiles(automationLeases.profileId) },
  { table: automationHolds, ...ofProfiles(automationHolds.profileId) },
  { table: automationRuleRuns, ...ofSkus(automationRuleRuns.advertisedSkuId) },
  { table: keywordBoosts, ...ofProfiles(keywordBoosts.profileId) },
  { table: keywordOptions, ...ofProfiles(keywordOptions.profileId) },
  { table: organicRankChecks, ...ofProfiles(organicRankChecks.profileId) },
  { table: targetOptions, ...ofProfiles(targetOptions.profileId) },
  { table: skuCampaigns, ...ofProfiles(skuCampaigns.profileId) },
  { table: competitors, ...ofSkus(competitors.advertisedSkuId) },
  { table: managedCampaigns, ...ofProfiles(managedCampaigns.profileId) },
  { table: campaignBudgetOuts, ...ofProfiles(campaignBudgetOuts.profileId) },
  {
    table: skuHourlyFigures,
    ...ofProfiles(skuHourlyFigures.profileId),
    derivedFrom: "stream_ad_traffic and stream_ad_conversions",
  },
  { table: streamAdTraffic, ...ofProfiles(streamAdTraffic.profileId) },
  { table: streamAdConversions, ...ofProfiles(streamAdConversions.profileId) },
  { table: streamSubscriptions, ...ofProfiles(streamSubscriptions.profileId) },
  { table: notifications, ...ofProfiles(notifications.profileId) },
  { table: alertRules, ...ofProfiles(alertRules.profileId) },
  {
    table: campaignRunningTotals,
    ...ofProfiles(campaignRunningTotals.profileId),
    derivedFrom: "daily_metrics",
  },
  {
    table: profileDailyTotals,
    ...ofProfiles(profileDailyTotals.profileId),
    derivedFrom: "daily_metrics",
  },
  { table: dailyMetrics, ...ofProfiles(dailyMetrics.profileId) },
  { table: searchTermMetrics, ...ofProfiles(searchTermMetrics.profileId) },
  { table: spKeywords, ...ofProfiles(spKeywords.profileId) },
  { table: spTargets, ...ofProfiles(spTargets.profileId) },
  { table: spProductAds, ...ofProfiles(spProductAds.profileId) },
  { table: spAdGroups, ...ofProfiles(spAdGroups.profileId) },
  { table: spCampaigns, ...ofProfiles(spCampaigns.profileId) },
  { table: syncStatus, ...ofProfiles(syncStatus.profileId) },
  { table: advertisedSkus, ...ofProfiles(advertisedSkus.profileId) },
  // Disconnecting one Amazon account deletes the tables above with byProfiles, then these two rows.
  { table: amazonProfiles, owned: ofAccounts(amazonProfiles.tokenId) },
  {
    table: amazonAccounts,
    owned: ofOrganisations(amazonAccounts.organisationId),
    secrets: ["refreshTokenCiphertext", "accessTokenCiphertext"],
  },
  // The state is a one-time secret of the connect flow.
  { table: oauthStates, owned: ofUser(oauthStates.userId), secrets: ["state", "codeVerifier"] },
  { table: supportTickets, owned: ofUser(supportTickets.userId) },
  { table: savedViews, owned: ofUser(savedViews.userId) },
  { table: billingSubscriptions, owned: ofOrganisations(billingSubscriptions.organisationId) },
  { table: billingCustomers, owned: ofOrganisations(billingCustomers.organisationId) },
  // Only SHA-256 hashes of the e-mailed links: nothing to open an account with, nothing to export.
  { table: accountTokens, owned: ofUser(accountTokens.userId), secrets: ["tokenHash"] },
  // Ids of sessions signed out before their end: they open nothing any more (the cookie is what signs in).
  { table: revokedSessions, owned: ofUser(revokedSessions.userId) },
  // Attempts counted under the seller's e-mail or id, or their organisations' chats (the keys of services/users/sign-in-throttle.ts,
  // mail-throttle.ts, services/organisations/invitation-limits.ts, password-tries.ts, services/support/ticket-limit.ts, services/chat/ and
  // services/request-limits/); the per-address counters name no one.
  {
    table: attemptCounters,
    owned: (seller) => {
      const email = sql`(select email from users where id = ${seller.id})`;
      const keys = [
        sql`'email:' || ${email}`,
        sql`'mail-email:' || ${email}`,
        sql`${`password-tries:${seller.id}`}`,
        sql`${`ticket-seller:${seller.id}`}`,
        ...seller.organisationIds.map((id) => sql`${`invitations-org:${id}`}`),
      ];
      // The reply-in-flight marks of the organisations' chats.
      const chatMarks = sql`select 'chat-reply:' || id from chats where ${inList(chats.organisationId, seller.organisationIds)}`;
      const prefixes = [
        sql`'email-ip:' || ${email} || '|'`,
        sql`'mail-email-ip:' || ${email} || '|'`,
        sql`${`chat-messages:${seller.id}:`}`,
        sql`${`chat-tokens:${seller.id}:`}`,
        sql`${`requests:${seller.id}:`}`,
      ];
      const startsWith = (prefix: SQL) =>
        sql`substr(${attemptCounters.key}, 1, length(${prefix})) = ${prefix}`;
      const prefixed = sql.join(prefixes.map(startsWith), sql` or `);
      return sql`(${attemptCounters.key} in (${sql.join(keys, sql`, `)}) or ${attemptCounters.key} in (${chatMarks}) or ${prefixed})`;
    },
  },
  // The organisations' invitations, and those the seller sent into another's (invited_by holds them).
  {
    table: invitations,
    owned: (seller) =>
      sql`(${ofOrganisations(invitations.organisationId)(seller)} or ${invitations.invitedBy} = ${seller.id})`,
    secrets: ["tokenHash"],
  },
  { table: memberships, owned: ofUser(memberships.userId) },
  { table: organisations, owned: (seller) => inList(organisations.id, seller.organisationIds) },
  { table: users, owned: ofUser(users.id), secrets: ["passwordHash"] },
];

/** Tables with no seller's data in them: Stripe's event ids (type and time only), D1's own bookkeeping. */
export const NOT_SELLER_DATA = ["stripe_events", "d1_migrations"] as const;
