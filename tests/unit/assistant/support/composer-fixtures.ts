/** Rows and profiles the composers' tests build their answers from (the tools' shapes, figures made up). */
import { expect } from "vitest";
import type { Profile } from "../../../../worker/assistant/analyst/answer-context";
import type { AssistantReply, CampaignRow, FigureRow } from "../../../../worker/assistant/assistant";

export const RANGE = { from: "2026-10-30", to: "2026-11-28", label: "the last 30 days" };
export const US: Profile = {
  id: 1,
  name: "Seller US",
  countryCode: "US",
  currency: "USD",
  timezone: "America/Los_Angeles",
};
export const DE: Profile = {
  id: 2,
  name: "Seller DE",
  countryCode: "DE",
  currency: "EUR",
  timezone: "Europe/Berlin",
};

export function term(name: string, overrides: Partial<FigureRow> = {}): FigureRow {
  return {
    level: "searchTerm",
    profileId: 1,
    currency: "USD",
    id: name,
    name,
    campaignId: "c1",
    campaignName: "Dog Beds – Auto",
    managed: true,
    impressions: 1000,
    clicks: 20,
    spend: 15.5,
    sales: 0,
    orders: 0,
    acos: null,
    roas: null,
    ...overrides,
  };
}

export function campaign(overrides: Partial<CampaignRow> = {}): CampaignRow {
  return {
    profileId: 1,
    campaignId: "c1",
    name: "Dog Beds – Auto",
    state: "ENABLED",
    targetingType: "AUTO",
    dailyBudget: 25,
    currency: "USD",
    managed: true,
    daysAtBudget: 0,
    ...overrides,
  };
}

/** The reply's widget sits at its one {widget} placeholder; a reply without a widget has none. */
export function expectWidgetPlaced(reply: AssistantReply) {
  const placeholders = reply.text.split("{widget}").length - 1;
  expect(placeholders).toBe(reply.widget ? 1 : 0);
}
