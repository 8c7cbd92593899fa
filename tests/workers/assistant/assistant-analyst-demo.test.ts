import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { offlineAnalyst } from "../../../worker/assistant/analyst";
import { EXAMPLE_QUESTIONS } from "../../../worker/assistant/analyst/intents/unknown";
import { llmAssistant } from "../../../worker/assistant/llm/llm-assistant";
import { assistantTools } from "../../../worker/assistant/tools";
import { createDatabase } from "../../../worker/db/client";
import { signedInUser } from "../support/accounts";
import { ownOrganisationId } from "../support/own-organisation";
import { marketplaceDay, markMigrated } from "../support/seed-ads";
import { connectedUsProfile, profilesOf } from "../support/sync";

// The analyst over the sandbox demo seller's synced data (four marketplaces, real report shapes):
// every example question and action answers, and every widget acts on one of the seller's profiles
// and, for a campaign, on one of Skupilot's campaigns.

const db = createDatabase(env.DB);
let userId: string;
let profileIds: number[];
let usId: number;
let today: string;
let campaignName: string;
let keywordText: string;

beforeAll(async () => {
  const seller = await signedInUser("demo-analyst");
  userId = seller.id;
  const { tokenId, us } = await connectedUsProfile(seller.cookie);
  usId = us.id;
  profileIds = (await profilesOf(tokenId)).map((profile) => profile.id);
  today = await marketplaceDay(0);
  // Skupilot manages the US profile's campaigns here, as after a migration.
  const { results } = await env.DB.prepare(
    "select campaign_id, name from sp_campaigns where profile_id = ? order by name",
  )
    .bind(us.id)
    .all<{ campaign_id: string; name: string }>();
  for (const row of results) await markMigrated(us.id, row.campaign_id);
  campaignName = results[0]?.name ?? "";
  const keyword = await env.DB.prepare(
    "select keyword_text from sp_keywords where profile_id = ? and kind = 'KEYWORD' order by keyword_id limit 1",
  )
    .bind(us.id)
    .first<{ keyword_text: string }>();
  keywordText = keyword?.keyword_text ?? "";
}, 90_000);

const QUESTIONS = [
  ...EXAMPLE_QUESTIONS,
  "What are my best search terms?",
  "worst search terms",
  "Which search terms should I harvest?",
  "What is my ACOS by campaign?",
  "explain day parting",
  "wasted spend in the UK",
];

describe("the offline analyst on the demo seller's synced data", () => {
  it("answers every question, with widgets only on the seller's own profiles and Skupilot's campaigns", async () => {
    const analyst = offlineAnalyst();
    const tools = assistantTools(db, await ownOrganisationId(userId));
    const managed = new Set(
      (
        await env.DB.prepare("select campaign_id from managed_campaigns where profile_id = ?")
          .bind(usId)
          .all<{ campaign_id: string }>()
      ).results.map((row) => row.campaign_id),
    );
    const actions = [
      `Pause campaign '${campaignName}'`,
      `Raise the budget of '${campaignName}' by 10%`,
      `Why did the bid of '${keywordText}' change?`,
      `Set the bid of '${keywordText}' to $0.90`,
    ];
    let widgets = 0;
    for (const text of [...QUESTIONS, ...actions]) {
      const reply = await analyst.answer({ text, history: [], today }, tools);
      expect(reply.text, text).not.toMatch(/^I can't answer that yet/);
      expect(reply.text, text).not.toMatch(/undefined|NaN|null/);
      if (!reply.widget) continue;
      widgets += 1;
      const [, profileId, kind, id] =
        /^\/api\/widget-actions\/(\d+)\/(\w[\w-]*)\/([^/]+)/.exec(reply.widget.endpoint) ?? [];
      expect(profileIds, text).toContain(Number(profileId));
      if (kind === "campaigns") expect(managed.has(id ?? ""), text).toBe(true);
      expect(reply.text.split("{widget}").length, text).toBe(2);
    }
    expect(widgets).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it("wasted spend equals the US profile's search terms with clicks and no orders", async () => {
    const expected = await env.DB.prepare(
      `select coalesce(sum(cost), 0) as cents from (select sum(cost_cents) as cost from search_term_metrics
       where profile_id = ? and date between date(?, '-29 days') and ?
       group by campaign_id, search_term having sum(orders) = 0 and sum(clicks) > 0)`,
    )
      .bind(usId, today, today)
      .first<{ cents: number }>();
    const rows = await assistantTools(db, await ownOrganisationId(userId)).wastedSpend({
      range: {
        from: new Date(Date.parse(`${today}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10),
        to: today,
      },
      profileId: usId,
      limit: 500,
    });
    const cents = Math.round(rows.reduce((sum, row) => sum + row.spend, 0) * 100);
    expect(cents).toBe(expected?.cents);
  });
});

describe("the LLM engine on the demo seller's synced data", () => {
  it("asks the sandbox's model, which calls the figures tool; the D1 tools answer and the reply carries their top row", async () => {
    const model = `demo-figures-${crypto.randomUUID()}`;
    const llm = llmAssistant({ baseUrl: `${env.SANDBOX_URL}/v1`, apiKey: env.SANDBOX_LLM_API_KEY, model });
    const tools = assistantTools(db, await ownOrganisationId(userId));
    const reply = await llm.answer(
      { text: "Which campaigns spent the most in the last 30 days?", history: [], today },
      tools,
    );

    // The model's tool call as the sandbox received it back with its result: the same query through the tools.
    const answered = await fetch(`${env.SANDBOX_URL}/_sandbox/llm/requests?model=${model}`);
    const { requests } = (await answered.json()) as {
      requests: {
        request: {
          messages: { role: string; tool_calls?: { function: { name: string; arguments: string } }[] }[];
        };
      }[];
    };
    const call = requests
      .flatMap(({ request }) => request.messages)
      .flatMap((message) => message.tool_calls ?? [])
      .find((toolCall) => toolCall.function.name === "figures");
    if (!call) throw new Error("the model called the figures tool");
    const query = JSON.parse(call.function.arguments) as Parameters<typeof tools.figures>[0];
    const [top] = await tools.figures({ limit: 20, ...query });
    if (!top) throw new Error("the demo seller has campaign figures");
    expect(reply.text).toContain(`${top.name} spent the most`);
    expect(reply.text).toContain(top.spend.toFixed(2));
  }, 60_000);
});
