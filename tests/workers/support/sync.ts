import { env } from "cloudflare:workers";
import { accountTokenSource } from "../../../worker/amazon/account-client";
import { AdsClient } from "../../../worker/amazon/ads-client";
import { amazonConfig } from "../../../worker/amazon/amazon-config";
import type { RetryPolicy } from "../../../worker/amazon/retrying-fetch";
import { createDatabase } from "../../../worker/db/client";
import { syncProfile } from "../../../worker/jobs/sync/sync-profile";
import { connectSeller } from "./amazon";

export const db = () => createDatabase(env.DB);

/** Fast, bounded retries so fault tests finish quickly. */
export const FAST_RETRY: RetryPolicy = { attempts: 8, baseDelayMs: 5, maxDelayMs: 50, timeoutMs: 10_000 };
export const FAST_POLL = { intervalMs: 10, maxPolls: 50 };

export async function profilesOf(tokenId: number) {
  const { results } = await env.DB.prepare(
    "select id, amazon_profile_id as amazonProfileId, country_code as countryCode, timezone from amazon_profiles where token_id = ? order by id",
  )
    .bind(tokenId)
    .all<{ id: number; amazonProfileId: string; countryCode: string; timezone: string }>();
  return results;
}

export const runSync = (profileId: number, retry: RetryPolicy = FAST_RETRY) =>
  syncProfile(db(), env, profileId, { retry, poll: FAST_POLL });

/** Every metric row of a profile in a stable order: equal snapshots mean nothing changed. */
export async function metricSnapshot(profileId: number) {
  const daily = await env.DB.prepare(
    "select grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units from daily_metrics where profile_id = ? order by grain, entity_id, date, placement",
  )
    .bind(profileId)
    .all();
  const terms = await env.DB.prepare(
    "select date, ad_group_id, targeting_id, search_term, impressions, clicks, cost_cents, orders, sales_cents, units from search_term_metrics where profile_id = ? order by date, ad_group_id, targeting_id, search_term",
  )
    .bind(profileId)
    .all();
  return { daily: daily.results, searchTerms: terms.results };
}

/** An Ads client for the account as the product would build it (for asking the sandbox directly). */
export async function adsClientOf(tokenId: number, retry: RetryPolicy = FAST_RETRY) {
  const account = await db().query.amazonAccounts.findFirst({
    where: (table, { eq }) => eq(table.tokenId, tokenId),
  });
  if (!account) throw new Error(`no account ${tokenId}`);
  return new AdsClient(amazonConfig(env), accountTokenSource(db(), amazonConfig(env), account), "NA", retry);
}

/** Waits until the queue's background syncs of these profiles settled (connect enqueues them). */
export async function settledSyncs(profileIds: number[], timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { results } = await env.DB.prepare(
      `select state from sync_status where profile_id in (${profileIds.map(() => "?").join(",")})`,
    )
      .bind(...profileIds)
      .all<{ state: string }>();
    if (
      results.length === profileIds.length &&
      results.every((row) => row.state === "SUCCEEDED" || row.state === "FAILED")
    ) {
      return results.map((row) => row.state);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("background syncs did not settle");
}

/** The demo seller connected for the signed-in user (cookie), its profiles' first import settled: its US profile. */
export async function connectedUsProfile(cookie: string) {
  const tokenId = await connectSeller(cookie);
  const profiles = await profilesOf(tokenId);
  await settledSyncs(profiles.map((profile) => profile.id));
  const us = profiles.find((profile) => profile.countryCode === "US");
  if (!us) throw new Error("the demo seller has no US profile");
  return { tokenId, us };
}
