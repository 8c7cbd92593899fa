import { previousRange } from "../../../contracts/date-range";
import type { AssistantReply, TotalsRow } from "../../assistant";
import type { AnswerContext, Profile } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { acosText, changeText, count, literal, money, rangeText, roasText, table } from "../format";

export type CompareData = {
  range: NamedRange;
  previous: NamedRange;
  profiles: { profile: Profile; now: TotalsRow; before: TotalsRow }[];
};

export async function compareData(context: AnswerContext, range: NamedRange): Promise<CompareData> {
  const { startDate, endDate } = previousRange({ startDate: range.from, endDate: range.to });
  const previous = { from: startDate, to: endDate, label: "the period before" };
  const profiles = await Promise.all(
    context.profiles.map(async (profile) => {
      const [now, before] = await Promise.all([
        context.tools.totals({ range, profileId: profile.id }),
        context.tools.totals({ range: previous, profileId: profile.id }),
      ]);
      return { profile, now, before };
    }),
  );
  return { range, previous, profiles };
}

const points = (now: number | null, before: number | null, unit: string) =>
  now === null || before === null
    ? "—"
    : `${now - before >= 0 ? "+" : ""}${(now - before).toFixed(unit === "%" ? 1 : 2)}${unit === "%" ? " pts" : ""}`;

/** This period against the one of the same length just before, per profile (each in its currency). */
export function composeCompare({ range, previous, profiles }: CompareData): AssistantReply {
  const withFigures = profiles.filter(
    ({ now, before }) => now.spend + now.sales + before.spend + before.sales > 0,
  );
  if (withFigures.length === 0)
    return { text: `No ad figures in ${rangeText(range)} or ${rangeText(previous)} to compare.` };
  const lines = [`**${rangeText(range, true)} against ${rangeText(previous)}**:`];
  for (const { profile, now, before } of withFigures) {
    const currency = now.currency;
    lines.push(
      "",
      `**${profile.countryCode}** (${literal(profile.name)}, ${currency})`,
      "",
      table(
        ["", "Now", "Before", "Change"],
        [
          [
            "Spend",
            money(now.spend, currency),
            money(before.spend, currency),
            changeText(now.spend, before.spend),
          ],
          [
            "Sales",
            money(now.sales, currency),
            money(before.sales, currency),
            changeText(now.sales, before.sales),
          ],
          ["ACOS", acosText(now.acos), acosText(before.acos), points(now.acos, before.acos, "%")],
          ["ROAS", roasText(now.roas), roasText(before.roas), points(now.roas, before.roas, "")],
          ["Orders", count(now.orders), count(before.orders), changeText(now.orders, before.orders)],
          ["Clicks", count(now.clicks), count(before.clicks), changeText(now.clicks, before.clicks)],
        ],
      ),
    );
  }
  return { text: lines.join("\n") };
}
