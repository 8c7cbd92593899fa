import { describe, expect, it } from "vitest";
import { addAdvertisedSku, currentProfileId } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { openScreen } from "./support/open-screen";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { callsTo, expectMessage, openPanel } from "./support/sku-panels";
import { fakeTargetsAndKeywords } from "./support/sku-targets-fake";
import { flip, toast } from "./support/ui";
import { gone, visible } from "./support/wait";

describe("ASIN Targets panel on answered lists (spec 001 §2–§5, §8)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "ASIN Targets: lookup rules and Create/Added, recommended Select/Selected/Added with Load More, the table's switch, bid, placements and search",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);
      const fake = await fakeTargetsAndKeywords(page, sku, false);
      await openScreen(page, `/advertised-sku/${sku.id}`);
      const trigger = await openPanel(page, "ASIN Targets");
      expect(await trigger.innerText()).toMatch(/ASIN Targets\s*12/);

      // The lookup: required, exactly 10 characters, upper-cased as typed.
      const lookup = page.getByRole("form", { name: "ASIN search" });
      const asin = lookup.getByLabel("ASIN");
      await lookup.getByRole("button", { name: "Search" }).click();
      await visible(lookup.getByText("Required", { exact: true }));
      await expectMessage(lookup, asin, "b0short", "Min length - 10 characters");
      expect(await asin.inputValue()).toBe("B0SHORT");
      await expectMessage(lookup, asin, "b0toolong01", "Max length - 10 characters");
      await asin.fill("b0look0001");
      expect(await asin.inputValue()).toBe("B0LOOK0001");
      await lookup.getByRole("button", { name: "Search" }).click();
      const card = page.getByRole("group", { name: "ASIN B0LOOK0001" });
      await visible(card.getByText("Lookup product B0LOOK0001"));
      // Not advertised: adding needs the SKU advertised.
      await visible(page.getByText("Advertise the SKU to add ASIN targets."));
      expect(await card.getByRole("button", { name: "Create ASIN Target" }).isDisabled()).toBe(true);
      const recommended = page.getByRole("table", { name: "Recommended ASINs" });
      expect(await recommended.getByRole("button", { name: "Select B0REC00002" }).isDisabled()).toBe(true);
      expect(callsTo(fake.calls, "GET", /\/asin$/).at(-1)?.query.asin).toBe("B0LOOK0001");

      // Advertised: an already advertised ASIN reads Added, another can be created.
      fake.state.advertised = true;
      await page.reload();
      await openPanel(page, "ASIN Targets");
      await asin.fill("B0ADDED001");
      await lookup.getByRole("button", { name: "Search" }).click();
      await visible(page.getByRole("group", { name: "ASIN B0ADDED001" }).getByText("Added", { exact: true }));
      expect(await page.getByRole("button", { name: "Create ASIN Target" }).count()).toBe(0);
      await asin.fill("B0LOOK0001");
      await lookup.getByRole("button", { name: "Search" }).click();
      await page
        .getByRole("group", { name: "ASIN B0LOOK0001" })
        .getByRole("button", { name: "Create ASIN Target" })
        .click();
      await visible(toast(page, "ASIN was created"));
      expect(callsTo(fake.calls, "POST", /^\/targets\/\d+\/\d+$/).map((call) => call.body)).toEqual([
        { productAsin: "B0LOOK0001" },
      ]);
      await visible(page.getByRole("group", { name: "ASIN B0LOOK0001" }).getByText("Added", { exact: true }));
      await expect.poll(() => trigger.innerText()).toMatch(/ASIN Targets\s*13/);

      // Recommended: themes, Added for advertised ones, Select → Selected, then add the selection.
      await visible(recommended.getByRole("row", { name: /B0REC00001/ }).getByText("Added", { exact: true }));
      await visible(recommended.getByRole("row", { name: /B0REC00002/ }).getByText("Complements"));
      await recommended.getByRole("button", { name: "Select B0REC00002" }).click();
      await visible(recommended.getByRole("button", { name: "Selected B0REC00002" }));
      await recommended.getByRole("button", { name: "Select B0REC00003" }).click();
      await page.getByRole("button", { name: "Add selected (2)" }).click();
      await visible(toast(page, "ASIN was created"));
      await visible(recommended.getByRole("row", { name: /B0REC00002/ }).getByText("Added", { exact: true }));
      await visible(recommended.getByRole("row", { name: /B0REC00003/ }).getByText("Added", { exact: true }));
      expect(
        callsTo(fake.calls, "POST", /^\/targets\/\d+\/\d+$/)
          .slice(1)
          .map((call) => call.body),
      ).toEqual([{ productAsin: "B0REC00002" }, { productAsin: "B0REC00003" }]);
      const recommendedSection = page.getByRole("region", { name: "Recommended ASINs" });
      expect(await recommended.getByRole("row").count()).toBe(11);
      await recommendedSection.getByRole("button", { name: "Load More" }).click();
      await visible(recommended.getByRole("row", { name: /B0REC00012/ }));
      await gone(recommendedSection.getByRole("button", { name: "Load More" }));
      expect(callsTo(fake.calls, "GET", /\/recommended$/).at(-1)?.query).toEqual({
        limit: "10",
        cursor: "10",
      });

      // The targets table: 10 per page, Load More, a fixed 500 px height.
      const table = page.getByRole("table", { name: "ASIN targets" });
      const row = (name: string) => table.getByRole("row", { name: new RegExp(name) });
      expect(await table.getByRole("row").count()).toBe(11);
      await page.getByRole("button", { name: "Load More" }).last().click();
      await visible(row("B0TARGET12"));
      expect(await table.evaluate((node) => getComputedStyle(node.parentElement as Element).maxHeight)).toBe(
        "500px",
      );
      const link = row("B0TARGET01").getByRole("link", { name: "B0TARGET01" });
      expect(await link.getAttribute("href")).toBe("https://www.amazon.com/dp/B0TARGET01");
      await visible(row("B0TARGET01").getByText("$15.00"));
      // No picture from Amazon for another seller's ASIN: the placeholder stands in (spec 001 §8).
      expect(await row("B0TARGET01").locator("img").getAttribute("src")).toBe("/product-placeholder.svg");

      // State: ENABLED and PAUSED switch; ARCHIVED shows, its switch disabled; edits only while ENABLED.
      expect(
        await row("B0TARGET03")
          .getByRole("checkbox", { name: "State of B0TARGET03", exact: true })
          .isDisabled(),
      ).toBe(true);
      await visible(row("B0TARGET03").getByText("Archived"));
      expect(await row("B0TARGET02").getByRole("button", { name: "Edit bid of B0TARGET02" }).count()).toBe(0);
      expect(
        await row("B0TARGET02")
          .getByRole("checkbox", { name: "Product pages of B0TARGET02", exact: true })
          .isDisabled(),
      ).toBe(true);
      await flip(row("B0TARGET01").getByRole("checkbox", { name: "State of B0TARGET01", exact: true }));
      await visible(toast(page, "ASIN Target was updated"));
      expect(callsTo(fake.calls, "PUT", /\/target\/t1$/).at(-1)?.body).toEqual({ state: "PAUSED" });
      await flip(row("B0TARGET02").getByRole("checkbox", { name: "State of B0TARGET02", exact: true }));
      await expect
        .poll(() => callsTo(fake.calls, "PUT", /\/target\/t2$/).at(-1)?.body)
        .toEqual({ state: "ENABLED" });

      // The bid: required, min 0.02, sent only when changed.
      // The notices sit over the table's right edge, where the bid popover opens: let them go first.
      await gone(page.getByTestId("toast"), 15_000);
      await row("B0TARGET04").getByRole("button", { name: "Edit bid of B0TARGET04" }).click();
      const bidForm = page.getByRole("form", { name: "Edit bid" });
      await expectMessage(bidForm, bidForm.getByLabel("Bid", { exact: true }), "", "Required");
      await expectMessage(bidForm, bidForm.getByLabel("Bid", { exact: true }), "0.01", "Min value - $0.02");
      await bidForm.getByLabel("Bid", { exact: true }).fill("0.50");
      await bidForm.getByLabel("Bid", { exact: true }).press("Enter");
      await gone(bidForm);
      expect(callsTo(fake.calls, "PUT", /\/target\/t4$/)).toEqual([]);
      await row("B0TARGET04").getByRole("button", { name: "Edit bid of B0TARGET04" }).click();
      await bidForm.getByLabel("Bid", { exact: true }).fill("0.75");
      await bidForm.getByLabel("Bid", { exact: true }).press("Enter");
      await gone(bidForm);
      expect(callsTo(fake.calls, "PUT", /\/target\/t4$/).map((call) => call.body)).toEqual([{ bid: 0.75 }]);
      await visible(row("B0TARGET04").getByText("$0.75"));

      // Placements: a tip saying they raise the adjustment to 200%, then a change.
      await row("B0TARGET05").getByRole("button", { name: "About Top of search of B0TARGET05" }).focus();
      await visible(page.getByText(/top of search bid adjustment of this target's campaign to 200%/));
      await flip(
        row("B0TARGET05").getByRole("checkbox", { name: "Product pages of B0TARGET05", exact: true }),
      );
      await expect
        .poll(() => callsTo(fake.calls, "PUT", /\/target\/t5$/).at(-1)?.body)
        .toEqual({ increaseProductPagesPlacement: true });
      await screenshot(page, "sku-targets-panel");

      // Search waits for typing to pause, then asks with q.
      await page.getByLabel("Search ASIN targets").fill("TARGET07");
      await expect.poll(() => table.getByRole("row").count()).toBe(2);
      await visible(row("B0TARGET07"));
      expect(callsTo(fake.calls, "GET", /^\/targets\/\d+\/\d+$/).at(-1)?.query).toEqual({
        q: "TARGET07",
        limit: "10",
      });
    },
    CONNECT_TIMEOUT,
  );
});
