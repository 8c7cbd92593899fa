import { AD_LIMIT_NEAR_PERCENT } from "../contracts/alerts/alert-rules";
import { ALERT_LINKS, type RaisedAlert } from "./alert";

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 0 })}`;

/**
 * Once a month, when the month's ad spend reaches AD_LIMIT_NEAR_PERCENT % of the plan's cap (no cap
 * in the trial: never). At the cap the edits stop (1002), so the seller hears before.
 */
export function adLimitNearAlert(
  spend: { usdCents: number; capUsdCents: number | null },
  today: string,
): RaisedAlert | null {
  const { usdCents, capUsdCents } = spend;
  if (capUsdCents === null || capUsdCents <= 0) return null;
  const share = (100 * usdCents) / capUsdCents;
  if (share < AD_LIMIT_NEAR_PERCENT) return null;
  return {
    kind: "adLimitNear",
    dedupeKey: `adLimitNear:${today.slice(0, 7)}`,
    title: `Ad limit near: ${Math.floor(share)} % of your plan's cap`,
    text: `This month's ad spend is ${dollars(usdCents)} of your plan's ${dollars(capUsdCents)} monthly cap. At the cap Skupilot stops making changes until next month; upgrade your plan to keep them going.`,
    link: ALERT_LINKS.plan,
  };
}
