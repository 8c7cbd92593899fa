/** Issue 32, M2: what the widget's confirmation dialog states, with the value the seller entered. */
import { describe, expect, it } from "vitest";
import { confirmationText } from "../../../web/src/features/chat/lib/widget-confirmation";
import { widgetCall } from "../../../worker/contracts/chat/widget-catalogue";
import type { ChatWidget } from "../../../worker/contracts/realtime/chat-message-events";

const subject = { name: "Garden Hose – Auto", currency: "USD" };
const budget: ChatWidget = {
  type: "Campaign",
  action: "UpdateDailyBudget",
  name: 'Set the daily budget of campaign "Garden Hose – Auto" to $25.00',
  subject,
  ...widgetCall("campaignDailyBudget", 7, "c-1"),
  body: { messageId: "m", budget: 25 },
};

describe("confirmationText", () => {
  it("states the effect with the amount entered, not the one suggested", () => {
    expect(confirmationText(budget, { field: "budget", value: 31.5 })).toBe(
      'Set the daily budget of campaign "Garden Hose – Auto" to $31.50.',
    );
    expect(confirmationText(budget, { field: "budget", value: null })).toBe(
      'Set the daily budget of campaign "Garden Hose – Auto".',
    );
  });

  it("states a state change with no input, and counts entered entries the dialog lists apart", () => {
    const pause: ChatWidget = {
      type: "Campaign",
      action: "UpdateState",
      subject,
      ...widgetCall("campaignState", 7, "c-1"),
      body: { messageId: "m", state: "PAUSED" },
    };
    expect(confirmationText(pause, null)).toBe(
      'Pause campaign "Garden Hose – Auto". Its state becomes Paused: its ads stop showing until it is enabled again.',
    );
    const negatives: ChatWidget = {
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      subject,
      ...widgetCall("campaignNegativeKeywords", 7, "c-1"),
      body: { messageId: "m", negativeKeywords: ["free"] },
    };
    expect(confirmationText(negatives, { field: "negativeKeywords", value: ["free", "used hose"] })).toBe(
      'Add 2 negative exact keywords to campaign "Garden Hose – Auto".',
    );
  });

  it("says the type, action and state of a widget stored before the chat wrote its words", () => {
    const { subject: _none, ...before } = {
      ...budget,
      ...widgetCall("campaignState", 7, "c-1"),
      type: "Campaign" as const,
      action: "UpdateState" as const,
      body: { messageId: "m", state: "PAUSED" },
    };
    expect(confirmationText(before, null)).toBe("Run Campaign UpdateState (state PAUSED).");
  });
});
