import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addAdvertisedSku, currentProfileId } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

describe("the SKU page says which campaigns share its Max budget (issue 29)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "before Advertise says none share it yet; after Advertise and Launch Brand lists the four with the total against the Max budget",
    async () => {
      const { page } = browser;
      await page.setViewportSize(DESKTOP);
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);

      await page.goto(`/advertised-sku/${sku.id}`);
      const card = page.getByRole("region", { name: "Budget split" });
      await visible(card.getByText("No campaigns share the Max budget yet."));

      const answers = await page.evaluate(
        async ({ profile, id }) => {
          const send = async (path: string, method: string, body?: unknown) =>
            (
              await fetch(path, {
                method,
                headers: { "Content-Type": "application/json" },
                body: body === undefined ? undefined : JSON.stringify(body),
              })
            ).status;
          return [
            await send(`/api/campaigns/${profile}/auto/${id}`, "POST"),
            await send(`/api/brands/${profile}/${id}`, "PUT", { brandName: "Split Brand" }),
            await send(`/api/brands/${profile}/${id}/launch`, "POST"),
          ];
        },
        { profile: profileId, id: sku.id },
      );
      expect(answers).toEqual([200, 200, 200]);

      await page.reload();
      await visible(card.getByText("Together"));
      await visible(card.getByText("$10.00 of $10.00"));
      for (const label of ["Auto", "Keywords", "Product targets", "Brand"]) {
        await visible(card.getByText(label, { exact: true }));
      }
      await visible(card.getByText(`${sku.sku} · Brand Split Brand`));
      await visible(card.getByText("$2.50").first());
      mkdirSync(".data/screenshots", { recursive: true });
      await card.screenshot({ path: ".data/screenshots/sku-budget-split-card-1440.png" });
      await screenshot(page, "sku-budget-split-1440");

      await page.setViewportSize(PHONE);
      await visible(card.getByText("$10.00 of $10.00"));
      const box = await card.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
      await card.screenshot({ path: ".data/screenshots/sku-budget-split-card-390.png" });
      await screenshot(page, "sku-budget-split-390");
    },
    CONNECT_TIMEOUT,
  );
});
