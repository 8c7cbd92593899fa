/**
 * A shopper's search term in the chat (issue 32, M1), where the browser is the point: a term crafted as
 * markdown (an image, a link, bare domains) sits in the seller's synced figures, the offline analyst quotes
 * it, and the chat shows it as text: no link, no image, and the page asks no host but this machine.
 * One page load: the seeded seller's dashboard.
 */
import { describe, expect, it } from "vitest";
import { withUserFields } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { messagesOf, openButton, panelOf } from "./support/chat-ui";
import { localD1 } from "./support/local-d1";
import { seededDemoSeller } from "./support/seeded-seller";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const TERM = "![x](https://evil.example/x.png) [click](https://evil.example) evil.example www.evil.example";
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The term on the seller's latest day of search-term figures: 90 clicks, $999 spent, no order. */
const craftedTermOf = (email: string) =>
  "insert into search_term_metrics (profile_id, date, campaign_id, ad_group_id, targeting_id, search_term, " +
  "impressions, clicks, cost_cents, orders, sales_cents, units, pulled_at) " +
  `select s.profile_id, s.date, s.campaign_id, s.ad_group_id, s.targeting_id, ${quote(TERM)}, 900, 90, 99900, 0, 0, 0, s.pulled_at ` +
  "from search_term_metrics s join amazon_profiles p on p.id = s.profile_id " +
  "join amazon_accounts a on a.token_id = p.token_id join users u on u.id = a.user_id " +
  `where u.email = ${quote(email)} order by s.date desc limit 1`;

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

describe("a shopper's search term in the chat", () => {
  const browser = useBrowser();

  it(
    "reads as text in the analyst's answer: no image, no link, no request to another host",
    async () => {
      const { page } = browser;
      const hosts = new Set<string>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        // data: and blob: addresses reach no host.
        if (url.protocol === "http:" || url.protocol === "https:") hosts.add(url.hostname);
      });
      // The chat's button shows for a plan (the page reads it from /api/users), its gate reads D1.
      await withUserFields(page, { tariffPlan: "START_UP", isAdLimitReached: false });
      const { email } = await seededDemoSeller(page);
      await localD1(`update users set tariff_plan = 'START_UP' where email = ${quote(email)}`);
      await localD1(craftedTermOf(email));

      await openButton(page).click();
      await panelOf(page).getByRole("textbox", { name: "Message" }).fill("What are my worst search terms?");
      await panelOf(page).getByRole("button", { name: "Send" }).click();
      const reply = messagesOf(page).filter({ hasText: "Your worst search terms" });
      await visible(reply);
      await screenshot(page, "chat-shopper-text");

      expect(await reply.innerText()).toContain(TERM);
      expect(await reply.getByRole("link").count()).toBe(0);
      expect(await reply.locator("img").count()).toBe(0);
      expect([...hosts].filter((host) => !LOCAL_HOSTS.has(host))).toEqual([]);
    },
    CONNECT_TIMEOUT,
  );
});
