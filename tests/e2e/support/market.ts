import { inject } from "vitest";
import { advanceMarket, type Step } from "../../../scripts/market/advance-market.mjs";
import { localD1 } from "./local-d1";

/**
 * Only `email`'s Amazon accounts stay VALID, the ones the hourly cron syncs: every file of a shard
 * connects the sandbox's demo seller again (4 profiles each), and the files that ran earlier are done,
 * so without this a step's syncs grow with the files before it (a week took 150 s late in a shard, 60 s
 * alone).
 */
export async function setOtherSellersAside(email: string) {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  await localD1(
    "update amazon_accounts set state = 'INVALID' where state = 'VALID' and user_id <> " +
      `(select id from users where email = ${quote(email)})`,
  );
}

/**
 * Moves the sandbox market `duration` forward ("7d", "36h") with the product's hourly jobs at each step,
 * as `npm run market -- advance` does, for `sellerEmail`'s profiles (the other sellers of the shard are
 * set aside first): each step waits until its syncs and automation jobs are done. By day, the cron runs
 * once per 24 simulated hours (rules that act on the hour, day parting, are then sampled once a day).
 */
export async function moveMarket(
  sellerEmail: string,
  duration: string,
  { step = "day" as Step, stepTimeoutMs = 120_000 } = {},
) {
  await setOtherSellersAside(sellerEmail);
  return advanceMarket({
    workerUrl: inject("baseUrl"),
    sandboxUrl: inject("sandboxUrl"),
    duration,
    step,
    stepTimeoutMs,
  });
}
