/**
 * The assistant's widgets (issue 19; document 001 §3, §7): a proposed widget is stored only when its
 * method and endpoint are a widget route of one of the seller's profiles and an entity of it, with
 * `body.messageId` its message's id; using one runs the product's own change against Amazon (the
 * sandbox) and D1, marks the message used, publishes MESSAGE_UPDATED, and cannot be used twice.
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import type { ProposedWidget } from "../../../worker/assistant/assistant";
import { widgetCall } from "../../../worker/contracts/chat/widget-catalogue";
import { subjectName } from "../../../worker/contracts/chat/widget-texts";
import type { ChatMessage } from "../../../worker/contracts/realtime/chat-message-events";
import { WIDGET_USED_MESSAGE } from "../../../worker/services/chat/widget-use";
import { signedInUser } from "../support/accounts";
import { replyProposing as replyProposingIn } from "../support/chat-reply";
import { call } from "../support/http";
import { openTab, type Tab } from "../support/realtime";
import { markMigrated, seedCampaign, seedProfile } from "../support/seed-ads";
import { buyPlan } from "../support/stripe";
import { adsClientOf, connectedUsProfile } from "../support/sync";

type Seller = Awaited<ReturnType<typeof signedInUser>>;
type AmazonCampaign = { campaignId: string; state: string; budget: { budget: number; budgetType: string } };
type Keyword = { id: string; campaignId: string; text: string; state: string; bidCents: number };

let seller: Seller;
let tokenId: number;
let us: { id: number; amazonProfileId: string };
let chatId: string;
let campaignId: string;
let unmanagedId: string;
let original: AmazonCampaign;
let tab: Tab;
let keyword: Keyword;
let asinTarget: { id: string; campaignId: string; expression: string; state: string; bidCents: number };

const replyProposing = (widget: ProposedWidget) => replyProposingIn(seller, chatId, widget);

const budgetWidget = (profileId: number, campaign: string): ProposedWidget => ({
  type: "Campaign",
  action: "UpdateDailyBudget",
  ...widgetCall("campaignDailyBudget", profileId, campaign),
  body: {},
});

/** The campaign's name as synced: what the chat's label quotes. */
async function campaignName(id: string) {
  const row = await env.DB.prepare("select name from sp_campaigns where profile_id = ? and campaign_id = ?")
    .bind(us.id, id)
    .first<{ name: string }>();
  if (!row) throw new Error("campaign not synced");
  return subjectName(row.name);
}

async function onAmazon(): Promise<AmazonCampaign> {
  const [campaign] = await listAll<AmazonCampaign>(
    await adsClientOf(tokenId),
    us.amazonProfileId,
    "campaigns",
    {
      campaignIdFilter: { include: [campaignId] },
    },
  );
  if (!campaign) throw new Error("campaign gone from the sandbox");
  return campaign;
}

const use = (widget: { method: string; endpoint: string }, body: unknown) =>
  call(widget.endpoint, { method: widget.method, body, cookie: seller.cookie });

beforeAll(async () => {
  seller = await signedInUser("chat-widgets");
  await buyPlan(seller.cookie, "PROFESSIONAL");
  ({ tokenId, us } = await connectedUsProfile(seller.cookie));
  const enabled = await env.DB.prepare(
    "select campaign_id as campaignId from sp_campaigns where profile_id = ? and state = 'ENABLED' order by campaign_id limit 2",
  )
    .bind(us.id)
    .all<{ campaignId: string }>();
  const [managed, unmanaged] = enabled.results;
  if (!managed || !unmanaged) throw new Error("two enabled US campaigns expected");
  campaignId = managed.campaignId;
  unmanagedId = unmanaged.campaignId;
  await markMigrated(us.id, campaignId);
  original = await onAmazon();
  const enabledKeyword = await env.DB.prepare(
    "select keyword_id as id, campaign_id as campaignId, keyword_text as text, state, bid_cents as bidCents from sp_keywords where profile_id = ? and kind = 'KEYWORD' and state = 'ENABLED' and bid_cents is not null order by keyword_id limit 1",
  )
    .bind(us.id)
    .first<Keyword>();
  if (!enabledKeyword) throw new Error("an enabled US keyword expected");
  keyword = enabledKeyword;
  await markMigrated(us.id, keyword.campaignId);
  const enabledTarget = await env.DB.prepare(
    "select target_id as id, campaign_id as campaignId, expression, state, bid_cents as bidCents from sp_targets where profile_id = ? and kind = 'TARGET' and state = 'ENABLED' and bid_cents is not null and expression like '%ASIN_SAME_AS%' order by target_id limit 1",
  )
    .bind(us.id)
    .first<typeof asinTarget>();
  if (!enabledTarget) throw new Error("an enabled US ASIN target expected");
  asinTarget = enabledTarget;
  await markMigrated(us.id, asinTarget.campaignId);
  chatId = (await call("/api/chats", { cookie: seller.cookie })).json.data.id;
  tab = await openTab(seller.cookie);
}, 180_000);

afterAll(async () => {
  await tab?.close();
  const client = await adsClientOf(tokenId);
  // Other files use the same demo seller: give the campaign back as it was, without this file's negatives.
  await mutate(client, us.amazonProfileId, "campaigns", "update", [
    { campaignId, state: original.state, budget: original.budget },
  ]);
  await mutate(client, us.amazonProfileId, "keywords", "update", [
    { keywordId: keyword.id, state: keyword.state, bid: keyword.bidCents / 100 },
  ]);
  await mutate(client, us.amazonProfileId, "targets", "update", [
    { targetId: asinTarget.id, state: asinTarget.state, bid: asinTarget.bidCents / 100 },
  ]);
  const negatives = await env.DB.prepare(
    "select keyword_id as id from sp_keywords where profile_id = ? and campaign_id = ? and kind = 'CAMPAIGN_NEGATIVE' and keyword_text like 'chat widget %'",
  )
    .bind(us.id, campaignId)
    .all<{ id: string }>();
  const ids = negatives.results.map((row) => row.id);
  if (ids.length > 0) await mutate(client, us.amazonProfileId, "campaignNegativeKeywords", "delete", ids);
  const negativeAsins = await env.DB.prepare(
    "select target_id as id, kind from sp_targets where profile_id = ? and campaign_id = ? and kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and expression like '%B0CHATWID%'",
  )
    .bind(us.id, campaignId)
    .all<{ id: string; kind: string }>();
  for (const [kind, spKind] of [
    ["NEGATIVE", "negativeTargets"],
    ["CAMPAIGN_NEGATIVE", "campaignNegativeTargets"],
  ] as const) {
    const targetIds = negativeAsins.results.filter((row) => row.kind === kind).map((row) => row.id);
    if (targetIds.length > 0) await mutate(client, us.amazonProfileId, spKind, "delete", targetIds);
  }
});

describe("a proposed widget is checked before it is stored", () => {
  it("drops a widget on another seller's profile, keeping the text without its place", async () => {
    const stranger = await signedInUser("chat-stranger");
    const foreignProfile = await seedProfile(stranger.id);
    await seedCampaign(foreignProfile, { campaignId: "foreign-campaign", name: "Not yours" });
    const stored = await replyProposing(budgetWidget(foreignProfile, "foreign-campaign"));
    expect(stored.status).toBe("COMPLETED");
    expect(stored.content).toEqual({ text: "Raise it here:  and watch." });
  });

  it("drops a widget whose endpoint is no widget route, or a campaign Skupilot does not manage", async () => {
    const product = { ...budgetWidget(us.id, campaignId), endpoint: `/api/campaigns/${us.id}/${campaignId}` };
    expect((await replyProposing(product)).content.widget).toBeUndefined();
    const wrongMethod = { ...budgetWidget(us.id, campaignId), method: "POST" as const };
    expect((await replyProposing(wrongMethod)).content.widget).toBeUndefined();
    expect((await replyProposing(budgetWidget(us.id, unmanagedId))).content.widget).toBeUndefined();
    const unknownKeyword: ProposedWidget = {
      type: "Keyword",
      action: "UpdateBid",
      ...widgetCall("keywordBid", us.id, "no-such-keyword"),
      body: {},
    };
    expect((await replyProposing(unknownKeyword)).content.widget).toBeUndefined();
  });

  it("stores a widget of the seller's own managed campaign with body.messageId its message's id", async () => {
    const stored = await replyProposing({
      ...budgetWidget(us.id, campaignId),
      body: { messageId: "forged" },
    });
    const name = await campaignName(campaignId);
    expect(stored.content).toEqual({
      text: "Raise it here: {widget} and watch.",
      widget: {
        ...budgetWidget(us.id, campaignId),
        name: `Set the daily budget of campaign "${name}"`,
        subject: { name, currency: "USD" },
        confirmation: `Set the daily budget of campaign "${name}".`,
        body: { messageId: stored.id },
      },
    });
    expect(stored.isWidgetUsed).toBe(false);
  });
});

describe("the chat writes each widget's label and confirmation (issue 32, M2)", () => {
  it("never stores a label the engine proposed: the label names the campaign's stored name and the amount", async () => {
    const name = await campaignName(campaignId);
    const proposed = {
      ...budgetWidget(us.id, campaignId),
      name: "Click here to win",
      body: { budget: 25 },
    } as ProposedWidget;
    const stored = await replyProposing(proposed);
    expect(JSON.stringify(stored)).not.toContain("Click here to win");
    expect(stored.content.widget).toMatchObject({
      name: `Set the daily budget of campaign "${name}" to $25.00`,
      subject: { name, currency: "USD" },
      confirmation: `Set the daily budget of campaign "${name}" to $25.00.`,
    });
  });

  it("names the terms of a NegativeKeyword widget, the keyword's stored text of a bid widget, the new state of a campaign's", async () => {
    const name = await campaignName(campaignId);
    const negatives = await replyProposing({
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      ...widgetCall("campaignNegativeKeywords", us.id, campaignId),
      body: { negativeKeywords: ["free hose", "hose clip", "used hose"] },
    });
    expect(negatives.content.widget?.name).toBe(
      `Add 3 negative exact keywords to campaign "${name}": free hose, hose clip, used hose`,
    );
    const bid = await replyProposing({
      type: "Keyword",
      action: "UpdateBid",
      ...widgetCall("keywordBid", us.id, keyword.id),
      body: { bid: 0.9 },
    });
    expect(bid.content.widget?.name).toBe(
      `Set the bid of keyword "${subjectName(keyword.text)}" in campaign "${await campaignName(keyword.campaignId)}" to $0.90`,
    );
    const pause = await replyProposing({
      type: "Campaign",
      action: "UpdateState",
      ...widgetCall("campaignState", us.id, campaignId),
      body: { state: "PAUSED" },
    });
    expect(pause.content.widget).toMatchObject({
      name: `Pause campaign "${name}"`,
      confirmation: `Pause campaign "${name}". Its state becomes Paused: its ads stop showing until it is enabled again.`,
    });
  });

  it("serves a widget stored with an engine's label before without it", async () => {
    const stored = await replyProposing(budgetWidget(us.id, campaignId));
    if (!stored.content.widget) throw new Error("the widget was dropped");
    const { subject: _subject, confirmation: _confirmation, ...before } = stored.content.widget;
    await env.DB.prepare("update chat_messages set widget = ? where id = ?")
      .bind(JSON.stringify({ ...before, name: "Click here to win" }), stored.id)
      .run();
    const { json } = await call(`/api/chats/${chatId}/messages`, { cookie: seller.cookie });
    const served = (json.data.messages as ChatMessage[]).find((message) => message.id === stored.id);
    expect(served?.content.widget).toBeDefined();
    expect(served?.content.widget?.name).toBeUndefined();
  });
});

describe("using a widget", () => {
  let message: ChatMessage;
  let widget: { method: string; endpoint: string };

  beforeAll(async () => {
    message = await replyProposing(budgetWidget(us.id, campaignId));
    if (!message.content.widget) throw new Error("the widget was dropped");
    widget = message.content.widget;
  });

  it("refuses a bad body with 400/1005 naming the field, and leaves the widget unused", async () => {
    for (const [body, field] of [
      [{ messageId: message.id, budget: 0.5 }, "budget"],
      [{ messageId: message.id, budget: 12.345 }, "budget"],
      [{ messageId: message.id }, "budget"],
      [{ budget: 12 }, "messageId"],
    ] as const) {
      const { status, json } = await use(widget, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.data).toMatchObject({ code: 1005, field });
    }
  });

  it("refuses a message whose widget is not this call with 404/1006", async () => {
    const other = await use(widgetCall("campaignState", us.id, campaignId), {
      messageId: message.id,
      state: "PAUSED",
    });
    expect(other.status).toBe(404);
    expect(other.json.data.code).toBe(1006);
    const user = await use(widget, { messageId: "no-such-message", budget: 12 });
    expect(user.json.data.code).toBe(1006);
  });

  it("changes the budget on Amazon and in D1, marks the message used and publishes MESSAGE_UPDATED", async () => {
    const budget = original.budget.budget === 23.45 ? 24.56 : 23.45;
    const { status, json } = await use(widget, { messageId: message.id, budget });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.data).toMatchObject({ id: campaignId, budget: { budget } });
    expect((await onAmazon()).budget.budget).toBe(budget);
    const row = await env.DB.prepare(
      "select budget_cents as cents from sp_campaigns where profile_id = ? and campaign_id = ?",
    )
      .bind(us.id, campaignId)
      .first<{ cents: number }>();
    expect(row?.cents).toBe(Math.round(budget * 100));

    const events = await tab.until((all) => all.some((event) => event.type === "MESSAGE_UPDATED"));
    const updated = events.find((event) => event.type === "MESSAGE_UPDATED")?.data as ChatMessage;
    expect(updated).toEqual({ ...message, isWidgetUsed: true });
    const { json: page } = await call(`/api/chats/${chatId}/messages`, { cookie: seller.cookie });
    expect((page.data.messages as ChatMessage[]).find((m) => m.id === message.id)?.isWidgetUsed).toBe(true);
  });

  it("refuses a second use of the same widget", async () => {
    const again = await use(widget, { messageId: message.id, budget: 30 });
    expect(again.status).toBe(404);
    expect(again.json.data).toMatchObject({ code: 1006, message: WIDGET_USED_MESSAGE });
  });

  it("adds negative keywords to the campaign on Amazon and in D1 through a NegativeKeyword widget", async () => {
    const negative = await replyProposing({
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      ...widgetCall("campaignNegativeKeywords", us.id, campaignId),
      body: {},
    });
    if (!negative.content.widget) throw new Error("the widget was dropped");
    const texts = [`chat widget ${Date.now()}`, "chat widget second"];
    const { status, json } = await use(negative.content.widget, {
      messageId: negative.id,
      negativeKeywords: texts,
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.data.added).toEqual(texts);
    const stored = await env.DB.prepare(
      "select keyword_text as text, match_type as matchType from sp_keywords where profile_id = ? and campaign_id = ? and kind = 'CAMPAIGN_NEGATIVE' and keyword_text like 'chat widget %' order by keyword_text",
    )
      .bind(us.id, campaignId)
      .all();
    expect(stored.results).toEqual([...texts].sort().map((text) => ({ text, matchType: "NEGATIVE_EXACT" })));
  });
});

describe("the other widget routes call the product's own changes", () => {
  /** A stored reply proposing the widget, used with `body`; answers the call's status and data. */
  async function proposeAndUse(widget: ProposedWidget, body: Record<string, unknown>) {
    const message = await replyProposing(widget);
    if (!message.content.widget) throw new Error(`the widget was dropped: ${widget.endpoint}`);
    const { status, json } = await use(message.content.widget, { ...message.content.widget.body, ...body });
    return { status, data: json.data, message };
  }

  const keywordOnAmazon = async () => {
    const [item] = await listAll<{ state: string; bid: number }>(
      await adsClientOf(tokenId),
      us.amazonProfileId,
      "keywords",
      { keywordIdFilter: { include: [keyword.id] } },
    );
    return item;
  };

  it("Keyword UpdateBid sets the keyword's bid on Amazon and in D1", async () => {
    const bid = keyword.bidCents === 77 ? 0.78 : 0.77;
    const used = await proposeAndUse(
      { type: "Keyword", action: "UpdateBid", ...widgetCall("keywordBid", us.id, keyword.id), body: {} },
      { bid },
    );
    expect(used.status, JSON.stringify(used.data)).toBe(200);
    expect((await keywordOnAmazon())?.bid).toBe(bid);
    const row = await env.DB.prepare(
      "select bid_cents as cents from sp_keywords where profile_id = ? and keyword_id = ?",
    )
      .bind(us.id, keyword.id)
      .first<{ cents: number }>();
    expect(row?.cents).toBe(Math.round(bid * 100));
  });

  it("Keyword UpdateState pauses the campaign's keywords named by their text; an unknown one is 1005 and the widget stays usable", async () => {
    const widget: ProposedWidget = {
      type: "Keyword",
      action: "UpdateState",
      ...widgetCall("campaignKeywordsState", us.id, keyword.campaignId),
      body: { state: "PAUSED" },
    };
    const unknown = await proposeAndUse(widget, { keywords: ["no such keyword here"] });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({ code: 1005, field: "keywords" });
    const retried = await use(unknown.message.content.widget as ProposedWidget, {
      messageId: unknown.message.id,
      state: "PAUSED",
      keywords: [keyword.text.toUpperCase()],
    });
    expect(retried.status, JSON.stringify(retried.json)).toBe(200);
    expect(retried.json.data).toEqual({ campaignId: keyword.campaignId, state: "PAUSED", ids: [keyword.id] });
    expect((await keywordOnAmazon())?.state).toBe("PAUSED");
  });

  it("Campaign UpdateState pauses the campaign on Amazon with the state the widget carries", async () => {
    const used = await proposeAndUse(
      {
        type: "Campaign",
        action: "UpdateState",
        ...widgetCall("campaignState", us.id, campaignId),
        body: { state: "PAUSED" },
      },
      {},
    );
    expect(used.status, JSON.stringify(used.data)).toBe(200);
    expect((await onAmazon()).state).toBe("PAUSED");
  });

  it("AddNegativeProductTarget adds negative ASINs where Amazon takes them for the campaign; one already negative is 1005", async () => {
    const widget: ProposedWidget = {
      type: "NegativeProductTarget",
      action: "AddNegativeProductTarget",
      ...widgetCall("campaignNegativeProductTargets", us.id, campaignId),
      body: {},
    };
    const used = await proposeAndUse(widget, { negativeProductTargets: ["b0chatwid1", "B0CHATWID2"] });
    expect(used.status, JSON.stringify(used.data)).toBe(200);
    expect(used.data).toEqual({ campaignId, added: ["B0CHATWID1", "B0CHATWID2"] });
    const stored = await env.DB.prepare(
      "select expression from sp_targets where profile_id = ? and campaign_id = ? and kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and expression like '%B0CHATWID%' order by expression",
    )
      .bind(us.id, campaignId)
      .all<{ expression: string }>();
    // One clause an ad group for a MANUAL campaign, one for the campaign for an AUTO one.
    expect([...new Set(stored.results.map((row) => JSON.parse(row.expression)[0].value))]).toEqual([
      "B0CHATWID1",
      "B0CHATWID2",
    ]);
    const again = await proposeAndUse(widget, { negativeProductTargets: ["B0CHATWID1"] });
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ code: 1005, field: "negativeProductTargets" });
  });

  it("ProductTarget UpdateBid and UpdateState set the ASIN target's bid and pause it by its ASIN on Amazon", async () => {
    const onAmazonTarget = async () =>
      (
        await listAll<{ state: string; bid: number }>(
          await adsClientOf(tokenId),
          us.amazonProfileId,
          "targets",
          {
            targetIdFilter: { include: [asinTarget.id] },
          },
        )
      )[0];
    const bid = asinTarget.bidCents === 66 ? 0.67 : 0.66;
    const bidUsed = await proposeAndUse(
      {
        type: "ProductTarget",
        action: "UpdateBid",
        ...widgetCall("productTargetBid", us.id, asinTarget.id),
        body: {},
      },
      { bid },
    );
    expect(bidUsed.status, JSON.stringify(bidUsed.data)).toBe(200);
    expect((await onAmazonTarget())?.bid).toBe(bid);

    const asin = JSON.parse(asinTarget.expression)[0].value as string;
    const paused = await proposeAndUse(
      {
        type: "ProductTarget",
        action: "UpdateState",
        ...widgetCall("campaignProductTargetsState", us.id, asinTarget.campaignId),
        body: { state: "PAUSED" },
      },
      { productTargets: [asin] },
    );
    expect(paused.status, JSON.stringify(paused.data)).toBe(200);
    expect(paused.data.ids).toEqual([asinTarget.id]);
    expect((await onAmazonTarget())?.state).toBe("PAUSED");
  });
});
