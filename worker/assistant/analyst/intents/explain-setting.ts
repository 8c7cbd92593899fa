import type { AssistantReply, SkuSettingsRow } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import { count, counted, literal } from "../format";
import { SETTINGS, type SettingKey } from "../settings-glossary";

export type ExplainSettingData = { setting: SettingKey; skus: SkuSettingsRow[] };

export async function explainSettingData(
  context: AnswerContext,
  setting: SettingKey,
): Promise<ExplainSettingData> {
  const skus = (
    await Promise.all(
      context.scopes.map((profileId) =>
        context.tools.skuSettings(profileId === undefined ? {} : { profileId }),
      ),
    )
  ).flat();
  return { setting, skus };
}

type Settings = Record<string, unknown>;
const activated = (value: unknown) =>
  typeof value === "object" && value !== null && (value as { isActivated?: unknown }).isActivated === true;
const part = (settings: Settings, key: string, inner: string) =>
  activated((settings[key] as Record<string, unknown> | null | undefined)?.[inner]);

/** Whether a SKU has the setting on; undefined for settings held per keyword (keyword boost). */
function isOn(setting: SettingKey, settings: Settings): boolean | undefined {
  switch (setting) {
    case "targetRoas":
      return settings.targetRoas !== null && settings.targetRoas !== undefined;
    case "bidOptimisation":
      return settings.targetAcos !== null && settings.targetAcos !== undefined;
    case "negativeOptimisation":
      return settings.negativeOptimization !== null && settings.negativeOptimization !== undefined;
    case "searchTermExpansion":
      return (
        (settings.searchTermExpansion as { pullWinningFromOtherCampaigns?: boolean } | null)
          ?.pullWinningFromOtherCampaigns === true ||
        (settings.searchTermExpansion !== null &&
          settings.searchTermExpansion !== undefined &&
          activated(settings.searchTermExpansion))
      );
    case "targetBidExpansion":
      return activated(settings.targetBidExpansion);
    case "dayParting":
      return part(settings, "seasonality", "turnAdsOffAtTimeOfDay");
    case "seasonality":
      return (
        part(settings, "seasonality", "turnAdsOffAtTimeOfYear") ||
        part(settings, "seasonality", "increaseDailyBudgetAtTimeOfYear")
      );
    case "keywordBoost":
      return undefined;
  }
}

/** Explain a setting: what it does (document 001), and how many of the seller's SKUs have it on. */
export function composeExplainSetting({ setting, skus }: ExplainSettingData): AssistantReply {
  const { title, text } = SETTINGS[setting];
  const lines = [`**${title}.** ${text}`];
  const on = skus.filter((sku) => isOn(setting, sku.settings));
  if (skus.length > 0 && isOn(setting, {}) !== undefined)
    lines.push(
      "",
      `${count(on.length)} of your ${counted(skus.length, "advertised SKU")} ${on.length === 1 ? "has" : "have"} it on${
        on.length > 0
          ? `: ${on
              .slice(0, 5)
              .map((sku) => literal(sku.sku))
              .join(", ")}${on.length > 5 ? "…" : ""}`
          : ""
      }. Change it on the SKU's Product Details page.`,
    );
  return { text: lines.join("\n") };
}
