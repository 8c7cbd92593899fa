/**
 * Amazon publishes a day's report rows hours after the day ends (the sandbox: 6 to 12 hours), so a
 * sync often finds yesterday missing. The day must not stay missing: every sync re-pulls the last
 * 14 days, and the first one after the day is published stores its figures.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { marketplaceToday } from "../../../worker/clock/zone-clock";
import { shiftDate } from "../../../worker/contracts/date-range";
import { signedInUser } from "../support/accounts";
import { sandboxControl } from "../support/amazon";
import { connectedUsProfile, runSync } from "../support/sync";

const storedDates = async (profileId: number) =>
  (
    await env.DB.prepare(
      "select distinct date from daily_metrics where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' order by date",
    )
      .bind(profileId)
      .all<{ date: string }>()
  ).results.map((row) => row.date);

let cookie: string;
beforeAll(async () => {
  cookie = (await signedInUser("unpublished")).cookie;
});

describe("a day not published yet when the sync runs", () => {
  it("is stored by a later sync once it is published, and today never is", async () => {
    const { us } = await connectedUsProfile(cookie);
    const today = marketplaceToday(us.timezone, await marketplaceNow(env));
    const before = await storedDates(us.id);
    const last = before.at(-1) as string;
    expect(before.length).toBeGreaterThan(0);
    expect(last < today).toBe(true);

    await sandboxControl("/_sandbox/clock/advance", { duration: "1d" });
    await runSync(us.id);
    const after = await storedDates(us.id);
    expect(after).toContain(shiftDate(last, 1));
    expect((after.at(-1) as string) < shiftDate(today, 1)).toBe(true);
  });
});
