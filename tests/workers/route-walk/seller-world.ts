/**
 * A seller with one of everything a route can name by id (profile, Amazon account, SKU, campaign,
 * keyword, target, negatives, competitor, change, chat and message, notification, saved view), seeded in D1 through the
 * workers tests' own seeding helpers. Nothing of it exists on the sandbox: a request that reached
 * Amazon with these ids would fail, and the walker's fetch spy would see it.
 */
import { env } from "cloudflare:workers";
import { newUser, signUp } from "../support/accounts";
import { seedSku } from "../support/advertised-skus";
import { seedChange } from "../support/automation-log";
import { addMembership } from "../support/memberships";
import { OWN_ORGANISATION_OF_USER_1, ownOrganisationId } from "../support/own-organisation";
import { SAMPLE_VIEW } from "../support/saved-views";
import { seedAdGroup, seedCampaign, seedKeyword, seedProfile, seedTarget } from "../support/seed-ads";
import { deliverAllOf, subscribedSeller } from "../support/stripe";

export type SellerIds = {
  profileId: number;
  tokenId: number;
  skuId: number;
  campaignId: string;
  keywordId: string;
  targetId: string;
  negativeKeywordId: string;
  negativeTargetId: string;
  competitorId: number;
  changeId: number;
  /** The batch the seeded change belongs to (a bulk edit's). */
  batchId: string;
  chatId: string;
  messageId: string;
  notificationId: number;
  viewId: number;
  /** A Manager of the seller's organisation (their user id). */
  memberId: string;
  /** A pending invitation into the seller's organisation. */
  invitationId: string;
};

export type SellerWorld = {
  userId: string;
  cookie: string;
  email: string;
  ids: SellerIds;
  /** Texts only this seller's data holds: none may appear in an answer to another seller. */
  secrets: string[];
};

let sequence = 0;

/** A subscribed seller (SCALE_UP: every route, the chat's too, is open to them) and their seeded data. */
export async function sellerWorld(prefix: string): Promise<SellerWorld> {
  sequence += 1;
  const tag = `${prefix.toUpperCase()}${sequence}${Date.now().toString(36).toUpperCase()}`;
  const seller = await subscribedSeller("SCALE_UP", prefix);
  await deliverAllOf(seller.customer);
  // A seller who confirmed their address, as most are: sending the verification e-mail again then
  // answers without writing or sending anything, which the fuzzer's clean call needs.
  await env.DB.prepare("update users set email_verified_at = 0 where id = ?").bind(seller.id).run();
  const profileId = await seedProfile(seller.id);
  const account = await env.DB.prepare("select token_id from amazon_profiles where id = ?")
    .bind(profileId)
    .first<{ token_id: number }>();
  const tokenId = Number(account?.token_id);
  const campaignId = `${tag}-C`;
  const sku = `SKU-${tag}`;
  await seedCampaign(profileId, { campaignId, name: `Campaign of ${tag}`, targetingType: "MANUAL" });
  await seedAdGroup(profileId, campaignId, 50);
  const skuId = await seedSku(profileId, { sku, isAdvertised: true });
  await env.DB.prepare(
    "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at) values (?, ?, 'KEYWORD', ?, ?, 1, 0)",
  )
    .bind(profileId, skuId, campaignId, `${campaignId}-ag`)
    .run();
  const keyword = {
    keywordId: `${tag}-K`,
    keywordText: `keyword of ${tag}`,
    matchType: "EXACT",
    bidCents: 50,
  };
  await seedKeyword(profileId, campaignId, keyword);
  await seedKeyword(profileId, campaignId, {
    keywordId: `${tag}-NK`,
    kind: "NEGATIVE",
    keywordText: `negative of ${tag}`,
    matchType: "NEGATIVE_EXACT",
  });
  const asin = `B0${tag.slice(0, 8).padEnd(8, "X")}`;
  await seedTarget(profileId, campaignId, {
    targetId: `${tag}-T`,
    expression: [{ type: "ASIN_SAME_AS", value: asin }],
    bidCents: 60,
  });
  await seedTarget(profileId, campaignId, {
    targetId: `${tag}-NT`,
    kind: "NEGATIVE",
    expression: [{ type: "ASIN_SAME_AS", value: asin }],
  });
  const competitor = await env.DB.prepare(
    "insert into competitors (advertised_sku_id, competitor_name, created_at) values (?, ?, 0) returning id",
  )
    .bind(skuId, `Rival ${tag}`)
    .first<{ id: number }>();
  const batchId = crypto.randomUUID();
  const changeId = await seedChange(profileId, {
    skuId,
    batchId,
    campaignId,
    action: {
      kind: "SET_BID",
      entityType: "KEYWORD",
      entityId: keyword.keywordId,
      fromCents: 40,
      toCents: 50,
    },
    reason: `reason of ${tag}`,
    plannedAt: new Date(Date.UTC(2026, 9, 30)),
  });
  const chatId = `chat-${tag}`;
  const messageId = `message-${tag}`;
  await env.DB.prepare(
    `insert into chats (id, user_id, organisation_id, created_at) values (?1, ?2, ${OWN_ORGANISATION_OF_USER_1.replace("?1", "?2")}, 0)`,
  )
    .bind(chatId, seller.id)
    .run();
  await env.DB.prepare(
    "insert into chat_messages (id, chat_id, position, sender, status, text, created_at) values (?, ?, 1, 'AI', 'COMPLETED', ?, 0)",
  )
    .bind(messageId, chatId, `answer for ${tag}`)
    .run();
  // Read already: marking it (or all) read is then the clean call that stores nothing, as the fuzzer needs.
  const notification = await env.DB.prepare(
    "insert into notifications (user_id, profile_id, kind, dedupe_key, title, text, link, delivery, created_at, read_at) values (?, ?, 'budgetOut', ?, ?, ?, '/campaign/x', 'IN_APP', 0, 0) returning id",
  )
    .bind(seller.id, profileId, `budgetOut:${tag}`, `Budget ran out: ${tag}`, `alert of ${tag}`)
    .first<{ id: number }>();
  const view = await env.DB.prepare(
    "insert into saved_views (user_id, list, name, view, updated_at) values (?, 'quick-launch', ?, ?, 0) returning id",
  )
    .bind(seller.id, `View of ${tag}`, JSON.stringify(SAMPLE_VIEW))
    .first<{ id: number }>();
  const member = await signUp(newUser(`member-${prefix}`));
  const organisationId = await ownOrganisationId(seller.id);
  await addMembership(member.id, organisationId, "manager");
  const invitationId = crypto.randomUUID();
  await env.DB.prepare(
    "insert into invitations (id, organisation_id, email, role, token_hash, invited_by, expires_at) values (?, ?, ?, 'analyst', ?, ?, ?)",
  )
    .bind(
      invitationId,
      organisationId,
      `invited-${tag.toLowerCase()}@example.com`,
      crypto.randomUUID(),
      seller.id,
      Date.now() + 86_400_000,
    )
    .run();
  return {
    userId: seller.id,
    cookie: seller.cookie,
    email: seller.email,
    ids: {
      profileId,
      tokenId,
      skuId,
      campaignId,
      keywordId: keyword.keywordId,
      targetId: `${tag}-T`,
      negativeKeywordId: `${tag}-NK`,
      negativeTargetId: `${tag}-NT`,
      competitorId: Number(competitor?.id),
      changeId,
      batchId,
      chatId,
      messageId,
      notificationId: Number(notification?.id),
      viewId: Number(view?.id),
      memberId: member.id,
      invitationId,
    },
    secrets: [tag, sku, seller.email, seller.name],
  };
}
