/**
 * How fast the sandbox simulates a seller with 20 SKUs and 2,000 keywords over 60 days (issue 3:
 * under 30 s here). Baseline in the same run: the same seller and campaign with no keywords, so the
 * cost of the keywords themselves shows. Prints JSON. Run: npx tsx bench/sandbox-simulation.ts
 */
import {
  advance,
  createEntities,
  DEMO_SEED,
  demoScenario,
  generateWorld,
  type SandboxState,
  type Scenario,
  termsForProducts,
} from "../sandbox/model/index";

const DAYS = 60;
const SKUS = 20;
const KEYWORDS = 2000;
const LIMIT_SECONDS = 30;

const seller = demoScenario.sellers[0];
if (!seller) throw new Error("the demo scenario has no seller");
const scenario: Scenario = {
  ...demoScenario,
  historyDays: 0,
  // A few listed products are ineligible (as in the demo market): list more, advertise the first 20 that serve.
  sellers: [{ ...seller, catalog: { US: SKUS + 10 }, campaigns: { US: "none" } }],
};

function created(
  state: SandboxState,
  profileId: number,
  kind: Parameters<typeof createEntities>[2],
  items: unknown[],
) {
  const { state: next, result } = createEntities(state, profileId, kind, items);
  if (result.error.length > 0) throw new Error(`${kind}: ${JSON.stringify(result.error[0])}`);
  return { state: next, ids: result.success.map((item) => String(Object.values(item)[1])) };
}

/** One manual campaign, an ad group per SKU with its product ad and `keywordsPerSku` keywords. */
function worldWithKeywords(keywordsPerSku: number) {
  let state = generateWorld(DEMO_SEED, scenario);
  const profile = state.profiles.find((candidate) => candidate.countryCode === "US");
  if (!profile) throw new Error("no US profile");
  const { profileId } = profile;
  const campaign = created(state, profileId, "campaigns", [
    {
      name: "Bench",
      targetingType: "MANUAL",
      state: "ENABLED",
      budget: { budget: 5000, budgetType: "DAILY" },
      startDate: state.clock.now.slice(0, 10),
    },
  ]);
  state = campaign.state;
  let advertised = 0;
  for (const product of profile.catalog) {
    if (advertised === SKUS) break;
    const adGroup = created(state, profileId, "adGroups", [
      { campaignId: campaign.ids[0], name: product.sku, state: "ENABLED", defaultBid: 0.75 },
    ]);
    const ad = createEntities(adGroup.state, profileId, "productAds", [
      { campaignId: campaign.ids[0], adGroupId: adGroup.ids[0], sku: product.sku, state: "ENABLED" },
    ]);
    if (ad.result.error.length > 0) continue;
    state = ad.state;
    advertised++;
    // The SKU's most relevant terms first, then the rest of the market's terms: 2,000 keywords is far
    // past what relevance alone suggests, as in a broad harvested account.
    const relevant = termsForProducts(profile, [product.sku], keywordsPerSku);
    const others = profile.market.queries.filter(
      (query) => query.kind === "term" && !relevant.includes(query),
    );
    const terms = [...relevant, ...others].slice(0, Math.ceil(keywordsPerSku / 3));
    const keywords = terms
      .flatMap((term) => (["EXACT", "PHRASE", "BROAD"] as const).map((matchType) => ({ term, matchType })))
      .slice(0, keywordsPerSku)
      .map(({ term, matchType }) => ({
        campaignId: campaign.ids[0],
        adGroupId: adGroup.ids[0],
        keywordText: term.text,
        matchType,
        state: "ENABLED",
        bid: 0.9,
      }));
    if (keywords.length > 0) state = created(state, profileId, "keywords", keywords).state;
  }
  const keywordCount =
    state.profiles.find((candidate) => candidate.profileId === profileId)?.ads.keywords.length ?? 0;
  return { state, keywordCount, advertised };
}

function timeSimulation(state: SandboxState) {
  const started = performance.now();
  let current = state;
  for (let day = 0; day < DAYS; day++) current = advance(current, 24).state;
  return (performance.now() - started) / 1000;
}

const measured = worldWithKeywords(KEYWORDS / SKUS);
const baseline = worldWithKeywords(0);
const seconds = timeSimulation(measured.state);
const baselineSeconds = timeSimulation(baseline.state);

console.log(
  JSON.stringify(
    {
      benchmark: "sandbox-simulation",
      days: DAYS,
      skus: measured.advertised,
      keywords: measured.keywordCount,
      seconds: Number(seconds.toFixed(2)),
      simulatedHoursPerSecond: Math.round((DAYS * 24) / seconds),
      baseline: { keywords: baseline.keywordCount, seconds: Number(baselineSeconds.toFixed(2)) },
      limitSeconds: LIMIT_SECONDS,
      withinLimit: seconds < LIMIT_SECONDS,
    },
    null,
    2,
  ),
);
if (measured.keywordCount < KEYWORDS || measured.advertised < SKUS) process.exitCode = 1;
