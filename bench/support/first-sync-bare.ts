/**
 * The first-sync benchmark's baseline: the Amazon calls a seller's connect and first sync make, from
 * Node, with nothing stored — so the product's time beside it is what the pipeline itself costs.
 */
import { AdsClient } from "../../worker/amazon/ads-client";
import type { AmazonConfig } from "../../worker/amazon/amazon-config";
import { exchangeCode } from "../../worker/amazon/lwa-client";
import { fetchUserProfile } from "../../worker/amazon/lwa-user-profile";
import { listProfiles } from "../../worker/amazon/profiles";
import { ADS_REGIONS, regionOfCountry } from "../../worker/amazon/regions";
import { listPages } from "../../worker/amazon/sp-entities";
import { marketplaceToday } from "../../worker/clock/zone-clock";
import { reportPlan } from "../../worker/jobs/sync/report-plan";
import { collectReports, type PollPolicy, requestReports } from "../../worker/jobs/sync/sync-reports";
import { listFilters } from "../../worker/mirror/list-entities";
import { SYNCED_KINDS } from "../../worker/mirror/sync-entities";
import { consent, json } from "./connect-seller";
import { cpuMs } from "./process-usage";

const CLIENT = { id: "skupilot-local-client", secret: "skupilot-local-secret" };
const REDIRECT = "http://127.0.0.1/";

/**
 * What the connect asks Amazon (token, seller, profiles in every region), then each profile's first
 * sync as the queue runs it, the profiles side by side — its report requests, every entity page and
 * every report polled and downloaded, through the sync's own functions — every row read, nothing
 * stored. Timed from the token exchange (the product's from its callback, which makes it).
 */
export async function bareFirstSync(
  sandboxUrl: string,
  sellerEmail: string,
  poll: PollPolicy,
  sandboxPids: number[],
) {
  const authorize = new URL(`${sandboxUrl}/ap/oa`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT.id,
    response_type: "code",
    redirect_uri: REDIRECT,
    state: "bench",
  }).toString();
  const { code } = await consent(
    authorize.toString(),
    "profile advertising::campaign_management",
    sellerEmail,
  );
  const config: AmazonConfig = {
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    authorizeUrl: `${sandboxUrl}/ap/oa`,
    tokenUrl: `${sandboxUrl}/auth/o2/token`,
    apiUrlOverride: sandboxUrl,
    tokenEncryptionKey: "",
  };
  const { now } = await json(`${sandboxUrl}/_sandbox/clock`);
  const cpuBefore = { node: process.cpuUsage(), sandbox: cpuMs(sandboxPids) };
  const started = performance.now();
  const tokens = await exchangeCode({ ...config }, code, REDIRECT);
  const token = { current: async () => tokens.accessToken, refresh: async () => tokens.accessToken };
  await fetchUserProfile(config, tokens.accessToken);
  const profiles = [];
  for (const region of ADS_REGIONS)
    profiles.push(...(await listProfiles(new AdsClient(config, token, region))));
  let rows = 0;
  const drain = async (chunks: AsyncIterable<unknown[]>) => {
    let read = 0;
    for await (const chunk of chunks) read += chunk.length;
    rows += read;
    return read;
  };
  await Promise.all(
    profiles.map(async (profile) => {
      const client = new AdsClient(config, token, regionOfCountry(profile.countryCode));
      const plan = reportPlan(marketplaceToday(profile.timezone, new Date(now)), true);
      const reports = await requestReports(client, profile.profileId, plan);
      await Promise.all(
        SYNCED_KINDS.map((kind) => drain(listPages(client, profile.profileId, kind, listFilters(kind)))),
      );
      await collectReports(
        client,
        profile.profileId,
        reports,
        (_, chunks) => drain(chunks),
        async () => {},
        poll,
      );
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const node = process.cpuUsage(cpuBefore.node);
  return {
    seconds,
    profiles: profiles.length,
    rows,
    cpuMs: { node: (node.user + node.system) / 1000, sandbox: cpuMs(sandboxPids) - cpuBefore.sandbox },
  };
}
