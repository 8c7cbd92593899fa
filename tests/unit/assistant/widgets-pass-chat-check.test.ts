import { describe, expect, it } from "vitest";
import {
  bidWidget,
  campaignStateWidget,
  dailyBudgetWidget,
  negativeKeywordsWidget,
} from "../../../worker/assistant/analyst/widgets";
import { checkProposedWidget } from "../../../worker/services/chat/widget-check";

const campaign = { profileId: 4, campaignId: "c-17", name: "Dog Beds - Auto" };

/** The analyst's widgets meet the check the chat stores them by (a mismatch drops the widget silently). */
describe("every widget the offline analyst proposes", () => {
  it.each([
    ["a daily budget, suggested", dailyBudgetWidget(campaign, 23.456)],
    ["a daily budget, asked", dailyBudgetWidget(campaign)],
    ["pausing a campaign", campaignStateWidget(campaign, "PAUSED")],
    ["enabling a campaign", campaignStateWidget(campaign, "ENABLED")],
    ["negative keywords", negativeKeywordsWidget(campaign, ["free dog bed", "dog bed cover"])],
    ["a keyword's bid", bidWidget({ level: "keyword", profileId: 4, id: "k-9" }, 1.234)],
    ["a target's bid", bidWidget({ level: "target", profileId: 4, id: "t-3" })],
  ])("passes the chat's widget check: %s", (_, widget) => {
    expect(checkProposedWidget(widget)).toMatchObject({ ok: true });
  });
});
