/**
 * The assistant's search-term widgets (issue 33 item 2): "negate these search terms" and "add this term
 * as a keyword" are stored only for a campaign of the campaign page with a SKU, labelled by the chat;
 * used once, they run the search-term table's services as the assistant's changes, undoable from the log.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProposedWidget } from "../../../worker/assistant/assistant";
import { widgetCall } from "../../../worker/contracts/chat/widget-catalogue";
import type { ChatWidget } from "../../../worker/contracts/realtime/chat-message-events";
import { WIDGET_USED_MESSAGE } from "../../../worker/services/chat/widget-use";
import { WIDGET_HARVEST_REASON } from "../../../worker/services/search-terms/harvest-terms";
import { WIDGET_NEGATE_REASON } from "../../../worker/services/search-terms/negate-terms";
import { signedInUser } from "../support/accounts";
import { settledAutomation } from "../support/automation";
import { replyProposing } from "../support/chat-reply";
import { call } from "../support/http";
import { keywordCampaign, migratedForSku } from "../support/search-terms";
import { figures, marketplaceDay, markMigrated, seedSearchTerm } from "../support/seed-ads";
import { buyPlan } from "../support/stripe";
import { connectedUsProfile } from "../support/sync";

let seller: Awaited<ReturnType<typeof signedInUser>>;
let profileId: number;
let campaignId: string;
let noSkuCampaignId: string;
let chatId: string;
const tag = Date.now().toString(36);
const WASTED = `widget wasted ${tag}`;
const WINNER = `widget winner ${tag}`;

const negateWidget = (campaign: string, searchTerms: string[]): ProposedWidget => ({
  type: "NegativeKeyword",
  action: "AddNegativeKeyword",
  ...widgetCall("campaignSearchTermNegatives", profileId, campaign),
  body: { searchTerms, matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" },
});
const keywordWidget = (campaign: string, searchTerms: string[]): ProposedWidget => ({
  type: "Keyword",
  action: "AddKeyword",
  ...widgetCall("campaignSearchTermKeywords", profileId, campaign),
  body: { searchTerms, matchType: "EXACT", bid: 0.5 },
});

const use = (widget: ChatWidget, extra: Record<string, unknown> = {}) =>
  call(widget.endpoint, { method: widget.method, body: { ...widget.body, ...extra }, cookie: seller.cookie });

const loggedOf = (term: string) =>
  env.DB.prepare(
    "select id, kind, actor, status, reason from automation_changes where profile_id = ? and action like ? order by id desc limit 1",
  )
    .bind(profileId, `%${term}%`)
    .first<{ id: number; kind: string; actor: string; status: string; reason: string }>();

async function marksOf(term: string) {
  const { json } = await call(`/api/campaigns/${profileId}/${campaignId}/search-terms`, {
    cookie: seller.cookie,
  });
  return (json.data as { searchTerm: string; marks: Record<string, unknown> }[]).find(
    (row) => row.searchTerm === term,
  )?.marks;
}

beforeAll(async () => {
  seller = await signedInUser("term-widgets");
  await buyPlan(seller.cookie, "PROFESSIONAL");
  ({
    us: { id: profileId },
  } = await connectedUsProfile(seller.cookie));
  const row = await keywordCampaign(profileId);
  const other = await env.DB.prepare(
    "select campaign_id as campaignId from sp_campaigns where profile_id = ? and state = 'ENABLED' and campaign_id <> ? order by campaign_id limit 1",
  )
    .bind(profileId, row.campaignId)
    .first<{ campaignId: string }>();
  if (!other) throw new Error("a second enabled US campaign expected");
  campaignId = row.campaignId;
  noSkuCampaignId = other.campaignId;
  await migratedForSku(profileId, row, "WIDGET-SKU");
  await markMigrated(profileId, noSkuCampaignId);
  const day = await marketplaceDay(-1);
  await seedSearchTerm(profileId, campaignId, "x", WASTED, day, figures(900, 25, 1400, 0, 0));
  await seedSearchTerm(profileId, campaignId, "x", WINNER, day, figures(400, 20, 800, 5, 9000));
  await settledAutomation(profileId);
  chatId = (await call("/api/chats", { cookie: seller.cookie })).json.data.id;
}, 180_000);

describe("proposing a search-term widget", () => {
  it("stores it for a campaign of the campaign page, labelled by the chat with the terms", async () => {
    const stored = await replyProposing(seller, chatId, negateWidget(campaignId, [WASTED]));
    expect(stored.content.widget?.name).toMatch(
      new RegExp(`^Negate 1 search term \\(exact\\) in campaign ".+": ${WASTED}$`),
    );
    expect(stored.content.widget?.body).toMatchObject({ searchTerms: [WASTED], messageId: stored.id });
  });

  it("drops it for a campaign without a SKU, or a term list over the widget's limit", async () => {
    expect(
      (await replyProposing(seller, chatId, negateWidget(noSkuCampaignId, [WASTED]))).content.widget,
    ).toBeUndefined();
    const many = Array.from({ length: 51 }, (_, index) => `term ${index}`);
    expect(
      (await replyProposing(seller, chatId, negateWidget(campaignId, many))).content.widget,
    ).toBeUndefined();
  });
});

describe("using a search-term widget", () => {
  it("negates the terms as the assistant's change, once; the row is marked by the assistant; Undo takes it back", async () => {
    const widget = (await replyProposing(seller, chatId, negateWidget(campaignId, [WASTED]))).content.widget;
    if (!widget) throw new Error("the widget was not stored");
    const { status, json } = await use(widget);
    expect(status).toBe(200);
    expect(json.data.results).toEqual([{ searchTerm: WASTED, campaignId, status: "APPLIED", message: null }]);
    const logged = await loggedOf(WASTED);
    expect(logged).toMatchObject({
      kind: "ADD_NEGATIVE_KEYWORD",
      actor: "ASSISTANT",
      status: "APPLIED",
      reason: WIDGET_NEGATE_REASON,
    });
    expect((await marksOf(WASTED))?.negatedHere).toEqual({
      matchType: "NEGATIVE_EXACT",
      by: { actor: "ASSISTANT", rule: null },
    });
    const again = await use(widget);
    expect(again.status).toBe(404);
    expect(again.json.data).toEqual({ code: 1006, message: WIDGET_USED_MESSAGE });

    const undo = await call(`/api/automation/${profileId}/changes/${logged?.id}/undo`, {
      method: "POST",
      cookie: seller.cookie,
    });
    expect(undo.status).toBe(200);
    expect(undo.json.data).toMatchObject({ id: logged?.id, status: "UNDONE" });
    expect((await marksOf(WASTED))?.negatedHere).toBeNull();
  });

  it("refuses a bid outside the SKU's limits naming the field and gives the widget back; then adds the keyword as the assistant's", async () => {
    const widget = (await replyProposing(seller, chatId, keywordWidget(campaignId, [WINNER]))).content.widget;
    if (!widget) throw new Error("the widget was not stored");
    const refused = await use(widget, { bid: 5 });
    expect(refused.status).toBe(400);
    expect(refused.json.data).toMatchObject({
      code: 1005,
      message: "bid: Must be between $0.20 and $3.00, the SKU's Min and Max Bid",
    });
    expect(await loggedOf(WINNER)).toBeNull();

    const { status, json } = await use(widget, { bid: 0.45 });
    expect(status).toBe(200);
    expect(json.data.results).toEqual([{ searchTerm: WINNER, campaignId, status: "APPLIED", message: null }]);
    const logged = await loggedOf(WINNER);
    expect(logged).toMatchObject({ kind: "ADD_KEYWORD", actor: "ASSISTANT", reason: WIDGET_HARVEST_REASON });
    expect((await marksOf(WINNER))?.harvested).toEqual({
      matchTypes: ["EXACT"],
      by: { actor: "ASSISTANT", rule: null },
    });
    const undo = await call(`/api/automation/${profileId}/changes/${logged?.id}/undo`, {
      method: "POST",
      cookie: seller.cookie,
    });
    expect(undo.status).toBe(200);
    expect((await marksOf(WINNER))?.harvested).toBeNull();
  });
});
