import type { Assistant, AssistantReply, AssistantRequest, AssistantTools } from "../assistant";
import type { AnswerContext } from "./answer-context";
import { recogniseInConversation } from "./follow-up";
import { literal } from "./format";
import type { Intent } from "./intent";
import { automationChangesData, composeAutomationChanges } from "./intents/automation-changes";
import { bestSearchTermsData, composeBestSearchTerms } from "./intents/best-search-terms";
import { budgetCappedData, composeBudgetCapped } from "./intents/budget-capped";
import { campaignStateData, composeCampaignState } from "./intents/campaign-state";
import { compareData, composeCompare } from "./intents/compare-periods";
import { composeExplainSetting, explainSettingData } from "./intents/explain-setting";
import { composePerformance, performanceData } from "./intents/performance";
import { composeRaiseBudget, raiseBudgetData } from "./intents/raise-budget";
import { composeSetBid, setBidData } from "./intents/set-bid";
import { composeTermsToHarvest, termsToHarvestData } from "./intents/terms-to-harvest";
import { composeTermsToNegate, termsToNegateData } from "./intents/terms-to-negate";
import { composeUnknown } from "./intents/unknown";
import { composeWastedSpend, wastedSpendData } from "./intents/wasted-spend";
import { composeWhyBid, whyBidData } from "./intents/why-bid-changed";
import { composeWorstSearchTerms, worstSearchTermsData } from "./intents/worst-search-terms";

/** Each intent's answer: its data read through the tools, then its pure composer. */
async function answerIntent(intent: Intent, context: AnswerContext): Promise<AssistantReply> {
  switch (intent.kind) {
    case "wastedSpend":
      return composeWastedSpend(await wastedSpendData(context, intent.range));
    case "bestSearchTerms":
      return composeBestSearchTerms(await bestSearchTermsData(context, intent.range));
    case "worstSearchTerms":
      return composeWorstSearchTerms(await worstSearchTermsData(context, intent.range));
    case "termsToHarvest":
      return composeTermsToHarvest(await termsToHarvestData(context, intent.range));
    case "termsToNegate":
      return composeTermsToNegate(await termsToNegateData(context, intent.range, intent.minClicks));
    case "budgetCapped":
      return composeBudgetCapped(await budgetCappedData(context, intent.range));
    case "performance":
      return composePerformance(await performanceData(context, intent.range, intent.by, intent.sku));
    case "comparePeriods":
      return composeCompare(await compareData(context, intent.range));
    case "automationChanges":
      return composeAutomationChanges(await automationChangesData(context, intent.range));
    case "whyBidChanged":
      return composeWhyBid(await whyBidData(context, intent.range, intent.keyword, intent.campaign));
    case "campaignState":
      return composeCampaignState(await campaignStateData(context, intent.state, intent.campaign));
    case "raiseBudget":
      return composeRaiseBudget(
        await raiseBudgetData(context, {
          ...(intent.campaign === undefined ? {} : { name: intent.campaign }),
          ...(intent.amount === undefined ? {} : { amount: intent.amount }),
          ...(intent.by === undefined ? {} : { by: intent.by }),
        }),
      );
    case "setBid":
      return composeSetBid(await setBidData(context, intent.keyword, intent.bid, intent.campaign));
    case "explainSetting":
      return composeExplainSetting(await explainSettingData(context, intent.setting));
    case "unknown":
      return composeUnknown();
  }
}

/**
 * The default engine (no network): recognises the question's intent (a follow-up naming only a
 * marketplace or period repeats the previous question with it), reads the seller's data through
 * the tools — all their profiles, or those of the marketplace the question names — and composes the
 * answer with its numbers and at most one widget.
 */
export function offlineAnalyst(): Assistant {
  return {
    async answer(request: AssistantRequest, tools: AssistantTools): Promise<AssistantReply> {
      const { intent, country } = recogniseInConversation(request.text, request.history, request.today);
      if (intent.kind === "unknown") return composeUnknown();
      const all = await tools.profiles();
      if (all.length === 0)
        return {
          text: "You have no Amazon Ads profile connected yet. Connect your account under Settings → Amazon Accounts, and I can answer from its data after the first sync.",
        };
      const profiles = country === undefined ? all : all.filter((profile) => profile.countryCode === country);
      if (profiles.length === 0)
        return {
          text: `You have no profile in the ${country} marketplace. Your profiles: ${all.map((profile) => `${profile.countryCode} (${literal(profile.name)})`).join(", ")}.`,
        };
      const scopes = country === undefined ? [undefined] : profiles.map((profile) => profile.id);
      return answerIntent(intent, { tools, today: request.today, profiles, scopes });
    },
  };
}
