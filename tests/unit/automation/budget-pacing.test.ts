import { describe, expect, it } from "vitest";
import { proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { budgetPaces, pacedTargetCents } from "../../../worker/automation/rules/budget-pacing";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { shiftDate } from "../../../worker/contracts/date-range";
import {
  clockAt,
  inputOf,
  keyword,
  proposedBid,
  reportedDays,
  settingsWith,
  snapshotWith,
} from "./bid-fixtures";

/**
 * The keyword of bid-optimisation.test.ts (10 clicks a day at 70 cents on a $1.00 bid, one $20 order
 * a day): at a 50 % target its ACOS bid is $1.43, so free of its budget it would rise to $1.20.
 * Spending $7 a day, a $7.50 budget is capped (93 %), an $8.50 one near the cap (82 %), $20 free.
 */
const DAY = { impressions: 400, clicks: 10, spendCents: 700, salesCents: 2000, orders: 1, units: 1 };

function withBudget(budgetCents: number, targetAcos = 50): SkuSnapshot {
  const snapshot = snapshotWith({
    settings: settingsWith({ targetAcos }),
    keywords: [keyword("k1")],
    targetingDays: reportedDays("k1", DAY),
  });
  return { ...snapshot, campaigns: snapshot.campaigns.map((campaign) => ({ ...campaign, budgetCents })) };
}

const paceOf = (snapshot: SkuSnapshot) => budgetPaces(snapshot, clockAt().today).get("c1");
const bidFor = (snapshot: SkuSnapshot) => proposedBid(proposeBidOptimisation(inputOf(snapshot)), "k1");

describe("budget pacing of bid optimisation", () => {
  it("reads a campaign's pace from its spend against its budget on the last two complete days", () => {
    expect(paceOf(withBudget(750))).toBe("CAPPED");
    expect(paceOf(withBudget(850))).toBe("NEAR_CAP");
    expect(paceOf(withBudget(2000))).toBe("FREE");
  });

  it("is capped only when both last days were: one capped day among them reads as near the cap", () => {
    const snapshot = withBudget(750);
    const yesterday = snapshot.targetingDays.at(-1);
    if (!yesterday) throw new Error("no days");
    const halfYesterday = { ...yesterday, spendCents: 350 };
    expect(
      paceOf({ ...snapshot, targetingDays: [...snapshot.targetingDays.slice(0, -1), halfYesterday] }),
    ).toBe("NEAR_CAP");
  });

  it("reads the last two reported days while yesterday's report is not out, not a day of zero spend", () => {
    const snapshot = withBudget(750);
    const yesterday = shiftDate(clockAt().today, -1);
    const unpublished = {
      ...snapshot,
      targetingDays: snapshot.targetingDays.filter((day) => day.date !== yesterday),
    };
    // Not told what the reports hold, the missing day reads as a day without spend.
    expect(paceOf(unpublished)).toBe("NEAR_CAP");
    expect(paceOf({ ...unpublished, reportedThrough: shiftDate(yesterday, -1) })).toBe("CAPPED");
    expect(paceOf({ ...snapshot, reportedThrough: yesterday })).toBe("CAPPED");
    // Reports more than a day behind are stale, not late: the days they lack read as without spend.
    const stale = unpublished.targetingDays.filter((day) => day.date < shiftDate(yesterday, -2));
    expect(paceOf({ ...unpublished, targetingDays: stale, reportedThrough: shiftDate(yesterday, -3) })).toBe(
      "FREE",
    );
  });

  it("steps a capped campaign's bids down even under an ACOS target that would raise them, and says why", () => {
    const changes = proposeBidOptimisation(inputOf(withBudget(750)));
    expect(proposedBid(changes, "k1")).toBe(80);
    expect(changes[0]?.reason).toContain("budget spent on each of the last days");
  });

  it("does not raise a bid near the cap, and raises it once the budget is free", () => {
    expect(bidFor(withBudget(850))).toBeUndefined();
    expect(bidFor(withBudget(2000))).toBe(120);
  });

  it("never goes above the ACOS target's bid: a capped bid over it takes the ACOS step", () => {
    // At 25 % the ACOS bid is $0.71: one step down to $0.80 either way.
    expect(bidFor(withBudget(750, 25))).toBe(80);
    expect(pacedTargetCents(71, 100, "CAPPED", 20)).toBe(71);
    expect(pacedTargetCents(143, 100, "CAPPED", 20)).toBe(80);
    expect(pacedTargetCents(143, 100, "NEAR_CAP", 20)).toBe(100);
    expect(pacedTargetCents(143, 100, "FREE", 20)).toBe(143);
  });
});

describe("budget pacing of a campaign in the SKU's budget split", () => {
  /** c1 (capped, as above) beside a second campaign of the split holding budget it never spends. */
  const beside = (idleBudgetCents: number, idleRole: "AUTO" | null = "AUTO") => {
    const snapshot = withBudget(750);
    const [first] = snapshot.campaigns;
    if (!first) throw new Error("no campaign");
    const idle = { ...first, campaignId: "c-idle", role: idleRole, budgetCents: idleBudgetCents };
    return { ...snapshot, campaigns: [...snapshot.campaigns, idle] };
  };

  it("keeps a campaign that ran out to the ACOS target while the SKU leaves most of its Max budget unspent", () => {
    // $7.00 of $7.50 + $42.50 spent: 14 % of the SKU's budgets. The split moves money to c1 instead.
    expect(paceOf(beside(4250))).toBe("FREE");
    expect(bidFor(beside(4250))).toBe(120);
  });

  it("paces it no harder than the SKU: near the cap when the SKU spends over 75 %, capped when it spends it all", () => {
    // $7.00 of $7.50 + $1.00: 82 % of the SKU's budgets.
    expect(paceOf(beside(100))).toBe("NEAR_CAP");
    const bothSpent = beside(100);
    const idleSpent = reportedDays("k1", { ...DAY, spendCents: 100 }).map((day) => ({
      ...day,
      targetingId: "k-idle",
      campaignId: "c-idle",
    }));
    expect(paceOf({ ...bothSpent, targetingDays: [...bothSpent.targetingDays, ...idleSpent] })).toBe(
      "CAPPED",
    );
  });

  it("paces a migrated campaign by its own budget alone: its budget is outside the split", () => {
    const withMigrated = beside(4250);
    const migrated = {
      ...withMigrated,
      campaigns: withMigrated.campaigns.map((campaign) =>
        campaign.campaignId === "c1" ? { ...campaign, role: null, migrated: true } : campaign,
      ),
    };
    expect(paceOf(migrated)).toBe("CAPPED");
  });
});
