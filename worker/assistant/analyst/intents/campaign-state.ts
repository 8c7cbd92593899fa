import type { AssistantReply, CampaignRow } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import { campaignsNamed, notManaged } from "../campaigns-named";
import { literal, money } from "../format";
import { CAMPAIGN_LOOKUP } from "../name-lookups";
import { rowOrReply } from "../pick-by-name";
import { campaignStateWidget, WIDGET } from "../widgets";

export type CampaignStateData = { state: "ENABLED" | "PAUSED"; name?: string; campaigns: CampaignRow[] };

export const campaignStateData = async (
  context: AnswerContext,
  state: "ENABLED" | "PAUSED",
  name?: string,
): Promise<CampaignStateData> =>
  name === undefined
    ? { state, campaigns: [] }
    : { state, name, campaigns: await campaignsNamed(context, name) };

const verb = (state: "ENABLED" | "PAUSED") => (state === "PAUSED" ? "pause" : "enable");

/** Pause or enable a campaign: one UpdateState widget for a managed campaign not already in that state. */
export function composeCampaignState({ state, name, campaigns }: CampaignStateData): AssistantReply {
  if (name === undefined)
    return {
      text: `Which campaign should I ${verb(state)}? Name it in quotes, for example: ${verb(state)} campaign “Dog Beds – Auto”.`,
    };
  const found = rowOrReply(campaigns, name, CAMPAIGN_LOOKUP);
  if ("reply" in found) return found.reply;
  const campaign = found.row;
  if (!campaign.managed) return { text: notManaged(campaign.name) };
  if (campaign.state === state)
    return { text: `**${literal(campaign.name)}** is already ${state === "PAUSED" ? "paused" : "enabled"}.` };
  if (campaign.state !== "ENABLED" && campaign.state !== "PAUSED")
    return {
      text: `**${literal(campaign.name)}** is ${campaign.state.toLowerCase()}: it can no longer be paused or enabled.`,
    };
  return {
    text: [
      `**${literal(campaign.name)}** is ${campaign.state === "PAUSED" ? "paused" : "enabled"} now (daily budget ${money(campaign.dailyBudget, campaign.currency)}). ${state === "PAUSED" ? "Pausing it stops its ads at once; you can enable it again any time." : "Enabling it starts its ads again within minutes."}`,
      "",
      WIDGET,
    ].join("\n"),
    widget: campaignStateWidget(campaign, state),
  };
}
