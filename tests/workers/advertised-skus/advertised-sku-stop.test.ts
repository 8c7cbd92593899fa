import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSku, sellerWithProfile } from "../support/advertised-skus";
import { call } from "../support/http";

let cookie = "";
let profileId = 0;

const isAdvertised = async (id: number) =>
  (
    await env.DB.prepare("select is_advertised from advertised_skus where id = ?")
      .bind(id)
      .first<{ is_advertised: number }>()
  )?.is_advertised;

const stop = (profile: number, skuId: number, as = cookie) =>
  call(`/api/advertised-sku/${profile}/${skuId}/stop`, { method: "PUT", cookie: as });

beforeAll(async () => {
  ({ cookie, profileId } = await sellerWithProfile());
});

describe("PUT /api/advertised-sku/{profileId}/{skuId}/stop (spec 001 §4, §7)", () => {
  it("marks an advertised SKU as no longer advertised and answers its id", async () => {
    const skuId = await seedSku(profileId, { sku: "STOP-ME", isAdvertised: true });
    const { status, json } = await stop(profileId, skuId);
    expect(status).toBe(200);
    expect(json.data).toEqual({ advertisedSkuId: skuId, isAdvertised: false });
    expect(await isAdvertised(skuId)).toBe(0);
    const detail = await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie });
    expect(detail.json.data.isAdvertised).toBe(false);
  });

  it("refuses a SKU that is not advertised (Stop is disabled then)", async () => {
    const skuId = await seedSku(profileId, { sku: "NOT-ADVERTISED", isAdvertised: false });
    const { status, json } = await stop(profileId, skuId);
    expect(status).toBe(400);
    expect(json.data.code).toBe(1005);
  });

  it("refuses another seller's SKU (1006) and profile (1003), changing nothing", async () => {
    const { profileId: theirProfile } = await sellerWithProfile("stranger");
    const theirSku = await seedSku(theirProfile, { sku: "THEIRS", isAdvertised: true });
    const bySku = await stop(profileId, theirSku);
    expect(bySku.status).toBe(404);
    expect(bySku.json.data.code).toBe(1006);
    const byProfile = await stop(theirProfile, theirSku);
    expect(byProfile.status).toBe(404);
    expect(byProfile.json.data.code).toBe(1003);
    expect(await isAdvertised(theirSku)).toBe(1);
  });

  it("refuses with 1002 once the ad limit is reached, changing nothing", async () => {
    const user = await sellerWithProfile("limited");
    const profile = user.profileId;
    const skuId = await seedSku(profile, { sku: "LIMITED", isAdvertised: true });
    await env.DB.prepare("update users set is_ad_limit_reached = 1 where id = ?").bind(user.userId).run();
    const { status, json } = await stop(profile, skuId, user.cookie);
    expect(status).toBe(403);
    expect(json.data.code).toBe(1002);
    expect(await isAdvertised(skuId)).toBe(1);
  });

  it("names a bad skuId", async () => {
    const { status, json } = await call(`/api/advertised-sku/${profileId}/abc/stop`, {
      method: "PUT",
      cookie,
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({ code: 1005, field: "skuId", message: "skuId: Must be a whole number" });
  });
});
