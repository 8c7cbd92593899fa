import type { CampaignRow } from "../assistant";
import { type AnswerContext, overScopes } from "./answer-context";
import { literal } from "./format";

/** The campaigns whose name contains `name`, over the question's profiles, with today's state and budget. */
export const campaignsNamed = (context: AnswerContext, name: string): Promise<CampaignRow[]> =>
  overScopes(context, (profileId) =>
    context.tools.campaigns({
      range: { from: context.today, to: context.today },
      nameContains: name,
      ...(profileId === undefined ? {} : { profileId }),
    }),
  );

/** Why a campaign gets no widget: Skupilot acts only on the campaigns it launched or migrated. */
export const notManaged = (name: string) =>
  `**${literal(name)}** is not one of Skupilot's campaigns (launched or migrated by Skupilot), so I can't change it from here. Change it in Amazon's console, or migrate it to Skupilot first.`;
