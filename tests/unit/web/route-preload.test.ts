import { describe, expect, it } from "vitest";
import { pageFor } from "../../../web/src/app/routes/route-preload";

describe("the page a cold load opens on, preloaded", () => {
  it("is the route's page, whatever its id", () => {
    expect(pageFor("/")).toBe("dashboard");
    expect(pageFor("/quick-launch")).toBe("quickLaunch");
    expect(pageFor("/advertised-sku")).toBe("advertisedSkus");
    expect(pageFor("/advertised-sku/42")).toBe("advertisedSku");
    expect(pageFor("/campaign/7")).toBe("campaign");
    expect(pageFor("/migrated-campaign/123456")).toBe("campaign");
    expect(pageFor("/analytics")).toBe("analytics");
    expect(pageFor("/settings")).toBe("settings");
    expect(pageFor("/sign-in")).toBe("signIn");
    expect(pageFor("/sign-up/verify")).toBe("signUp");
  });

  it("is none for a path no route of the app names", () => {
    expect(pageFor("/nowhere")).toBeUndefined();
    expect(pageFor("/advertised-sku/1/extra")).toBeUndefined();
  });
});
