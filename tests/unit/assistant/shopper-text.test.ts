/**
 * Text from data in the analyst's answers (M1 of issue 32): a shopper's search term, a campaign's or
 * keyword's name, a reason or the seller's own words, crafted as markdown, reads as itself in the chat
 * (rendered as the chat renders it): no link, no image, no emphasis, no code, no widget place of its own.
 */
import { describe, expect, it } from "vitest";
import type { Profile } from "../../../worker/assistant/analyst/answer-context";
import { offlineAnalyst } from "../../../worker/assistant/analyst/offline-analyst";
import type {
  AssistantReply,
  AssistantTools,
  AutomationChangeRow,
  CampaignRow,
  FigureRow,
} from "../../../worker/assistant/assistant";
import { chatHtml, chatText } from "../web/support/chat-html";
import { expectWidgetPlaced } from "./support/composer-fixtures";

const CRAFTED = [
  "![x](https://evil.example/x.png) [click](https://evil.example) <b>html</b> `code` **bold** _em_ ~~gone~~",
  "| cell \\* &amp; {widget}",
  "# www.evil.example evil.example x@evil.example",
].join("\n");
/** What the seller reads: the crafted text, its line breaks as spaces. */
const SHOWN = CRAFTED.replaceAll("\n", " ");

const profile = (id: number, countryCode: string, currency: string): Profile => ({
  id,
  name: CRAFTED,
  countryCode,
  currency,
  timezone: "UTC",
});

const figureRow = (level: FigureRow["level"]): FigureRow => ({
  level,
  profileId: 1,
  currency: "USD",
  id: level === "searchTerm" ? CRAFTED : `${level}-1`,
  name: CRAFTED,
  campaignId: "c1",
  campaignName: CRAFTED,
  managed: true,
  bid: 0.8,
  matchType: "EXACT",
  impressions: 1000,
  clicks: 20,
  spend: 15.5,
  sales: 0,
  orders: 0,
  acos: null,
  roas: null,
});

const campaign = (campaignId: string): CampaignRow => ({
  profileId: 1,
  campaignId,
  name: CRAFTED,
  state: "ENABLED",
  targetingType: "AUTO",
  dailyBudget: 25,
  currency: "USD",
  managed: true,
  daysAtBudget: 3,
});

const change = (field: string, from: string | null, to: string | null): AutomationChangeRow => ({
  profileId: 1,
  at: "2026-11-27T14:00:00.000Z",
  rule: "NEGATIVE_OPTIMIZATION",
  campaignId: "c1",
  sku: CRAFTED,
  entityType: "KEYWORD",
  entityId: "keyword-1",
  entityName: CRAFTED,
  field,
  from,
  to,
  reason: CRAFTED,
  status: "APPLIED",
});

/** The seller's data, every text in it crafted; `campaigns` as many as the question should find. */
function craftedTools(campaigns = 1): AssistantTools {
  return {
    profiles: async () => [profile(1, "US", "USD"), profile(2, "DE", "EUR")],
    figures: async ({ level }) => [figureRow(level)],
    totals: async ({ profileId }) => ({
      currency: profileId === 2 ? "EUR" : "USD",
      impressions: 1000,
      clicks: 20,
      spend: 15.5,
      sales: 40,
      orders: 2,
      acos: 38.75,
      roas: 2.58,
    }),
    wastedSpend: async () => [
      {
        profileId: 1,
        currency: "USD",
        campaignId: "c1",
        campaignName: CRAFTED,
        managed: true,
        dailyBudget: 25,
        terms: 1,
        clicks: 20,
        spend: 15.5,
        topTerms: [{ term: CRAFTED, clicks: 20, spend: 15.5 }],
      },
    ],
    campaigns: async () => Array.from({ length: campaigns }, (_, index) => campaign(`c${index + 1}`)),
    automationChanges: async () => [change("bid", "1.00", "0.80"), change("negativeKeyword", null, CRAFTED)],
    skuSettings: async () => [{ profileId: 1, sku: CRAFTED, name: CRAFTED, settings: { targetRoas: 4 } }],
  };
}

const ask = (text: string, tools = craftedTools()) =>
  offlineAnalyst().answer({ text, history: [], today: "2026-11-28" }, tools);

/** The answer as the seller sees it: nothing live came of the data, which reads as itself. */
function expectReadsAsItself(reply: AssistantReply, shown: string) {
  const html = chatHtml(reply.text);
  expect(html).not.toMatch(/<(?:a|img)\b/);
  expect(html).not.toMatch(/<(?:code|em|del|h1)\b/);
  expect(chatText(html)).toContain(shown);
  expectWidgetPlaced(reply);
}

describe("the analyst's answers, from data crafted as markdown", () => {
  it.each([
    "Where am I wasting ad spend?",
    "What are my best search terms?",
    "What are my worst search terms?",
    "Which search terms should I harvest?",
    "Which search terms should I negate?",
    "Which campaigns are limited by budget?",
    "Show ACOS by campaign",
    "Show ACOS by SKU",
    "Compare the last 7 days with the previous week",
    "What did the automation change this week?",
    'Why did the bid of "dog bed" change?',
    'Pause campaign "dog"',
    'Raise the budget of "dog" to $50',
    'Set the bid of "dog bed" to $1.20',
    "What does target ROAS mean?",
    "Where am I wasting ad spend in Canada?",
  ])("%s", async (question) => {
    expectReadsAsItself(await ask(question), SHOWN);
  });

  it("lists several campaigns to choose from, each name as itself", async () => {
    const reply = await ask('Pause campaign "dog"', craftedTools(2));
    expect(reply.text).toMatch(/^Several campaigns match/);
    expectReadsAsItself(reply, SHOWN);
  });

  it("quotes the seller's own words as themselves when nothing matches", async () => {
    const words = "[x](https://evil.example) ![y](https://evil.example/y.png) {widget}";
    const reply = await ask(`Pause campaign "${words}"`, craftedTools(0));
    expect(reply.text).toMatch(/^I found no campaign named/);
    expectReadsAsItself(reply, `“${words}”`);
  });
});
