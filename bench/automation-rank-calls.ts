/**
 * bench:automation's rank provider part (issue 29 item 3): how many searches the automation asks the
 * organic rank provider for. The Worker's RANK_PROVIDER_URL is the sandbox's SerpApi (`/serpapi`),
 * every search it answers counted by the Worker (`rankCalls`) and by the sandbox
 * (`/_sandbox/serpapi/searches`). BOOSTED_SKUS SKUs get KEYWORDS_EACH boosted keywords and as many
 * with organic search optimisation on; their hourly runs of one day and the first of the next are
 * planned, and compared with the baseline of the same runs with the day's stored ranks deleted before
 * each (`rankCache=off`: what every hourly run would ask without the one-look-up-a-day cache).
 * A bench ASIN is in no sandbox ranking, so each look-up reads MAX_RANK_PAGES pages (its worst case).
 */
import { writeFileSync } from "node:fs";
import { MAX_RANK_PAGES } from "../worker/amazon/organic-rank";

export const BOOSTED_SKUS = 5;
export const KEYWORDS_EACH = 4;
/** Hourly runs of the first day planned (the job runs each profile every hour). */
const RUNS_A_DAY = 4;

type Bench = {
  url: string;
  sandboxUrl: string;
  profileId: number;
  skuIds: number[];
  at: string;
  query: (sql: string) => string;
  execute: (file: string) => Promise<void>;
  sideFile: (suffix: string) => string;
};

const searches = async (sandboxUrl: string) =>
  ((await (await fetch(`${sandboxUrl}/_sandbox/serpapi/searches`)).json()) as { searches: number }).searches;

/** Boosts and organic search optimisation on KEYWORDS_EACH keywords each of the first BOOSTED_SKUS SKUs. */
function seedRankedKeywords(bench: Bench, startedAt: number) {
  const skus = bench.skuIds.slice(0, BOOSTED_SKUS);
  const ids = bench
    .query(
      `select advertised_sku_id || ' ' || keyword_id from (
         select s.id as advertised_sku_id, k.keyword_id, row_number() over (partition by s.id order by k.keyword_id) as n
         from advertised_skus s join sp_product_ads pa on pa.profile_id = s.profile_id and pa.sku = s.sku
         join sp_keywords k on k.profile_id = pa.profile_id and k.ad_group_id = pa.ad_group_id and k.kind = 'KEYWORD'
         where s.profile_id = ${bench.profileId} and s.id in (${skus.join(",")}))
       where n <= ${2 * KEYWORDS_EACH}`,
    )
    .split("\n")
    .map((line) => line.split(" ") as [string, string]);
  const boosted = ids.filter((_, index) => index % 2 === 0);
  const organic = ids.filter((_, index) => index % 2 === 1);
  const sql = [
    ...boosted.map(
      ([skuId, keywordId]) =>
        `insert into keyword_boosts (profile_id, advertised_sku_id, keyword_id, boost_max_bid_cents, base_bid_cents, started_at) values (${bench.profileId}, ${skuId}, '${keywordId}', 500, 50, ${startedAt});`,
    ),
    ...organic.map(
      ([, keywordId]) =>
        `insert into keyword_options (profile_id, keyword_id, organic_search_optimization) values (${bench.profileId}, '${keywordId}', 1);`,
    ),
  ].join("\n");
  const file = bench.sideFile("ranked.sql");
  writeFileSync(file, sql);
  return { file, skus, boosted: boosted.length, organic: organic.length };
}

export async function rankCallsPart(bench: Bench) {
  const seeded = seedRankedKeywords(bench, Date.parse(bench.at));
  await bench.execute(seeded.file);
  const planSkus = async (at: string, extra = "") => {
    let calls = 0;
    const started = performance.now();
    for (const skuId of seeded.skus) {
      const response = await fetch(
        `${bench.url}/__dev/automation-plan?profileId=${bench.profileId}&at=${at}&skuId=${skuId}&rules=all${extra}`,
      );
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      calls += ((await response.json()) as { rankCalls: number }).rankCalls;
    }
    return { calls, wallMs: Math.round(performance.now() - started) };
  };
  const hours = (count: number, from: number) =>
    Array.from({ length: count }, (_, hour) => new Date(from + hour * 3_600_000).toISOString());
  const day = (extra: string) => async () => {
    const runs = [];
    for (const at of hours(RUNS_A_DAY, Date.parse(bench.at))) runs.push(await planSkus(at, extra));
    const nextDay = await planSkus(new Date(Date.parse(bench.at) + 86_400_000).toISOString(), extra);
    return { runs, nextDay };
  };
  const sandboxBefore = await searches(bench.sandboxUrl);
  const cached = await day("")();
  const sandboxCached = (await searches(bench.sandboxUrl)) - sandboxBefore;
  const baseline = await day("&rankCache=off")();
  const keywordTexts = seeded.boosted + seeded.organic;
  const callsOfDay = (result: typeof cached) => result.runs.reduce((sum, run) => sum + run.calls, 0);
  return {
    skus: seeded.skus.length,
    boostedKeywords: seeded.boosted,
    organicSearchKeywords: seeded.organic,
    maxPagesALookUp: MAX_RANK_PAGES,
    withDailyCache: {
      callsPerRun: cached.runs.map((run) => run.calls),
      wallMsPerRun: cached.runs.map((run) => run.wallMs),
      nextDayFirstRunCalls: cached.nextDay.calls,
      sandboxSearchesCounted: sandboxCached,
      lookUpsPerRankedKeywordPerDay: Number((callsOfDay(cached) / MAX_RANK_PAGES / keywordTexts).toFixed(2)),
    },
    baselineWithoutCache: {
      callsPerRun: baseline.runs.map((run) => run.calls),
      wallMsPerRun: baseline.runs.map((run) => run.wallMs),
      lookUpsPerRankedKeywordPerDay: Number(
        (callsOfDay(baseline) / MAX_RANK_PAGES / keywordTexts).toFixed(2),
      ),
    },
    runsADay: RUNS_A_DAY,
  };
}
