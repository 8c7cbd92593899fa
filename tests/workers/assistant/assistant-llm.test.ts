import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AssistantTools, FigureRow } from "../../../worker/assistant/assistant";
import { assistantFromEnv } from "../../../worker/assistant/engine-from-env";
import { LlmEngineError, llmAssistant } from "../../../worker/assistant/llm/llm-assistant";
import { widgetCall } from "../../../worker/contracts/chat/widget-catalogue";

type Recorded = {
  seq: number;
  stream: boolean;
  request: {
    model: string;
    messages: {
      role: string;
      content?: string | null;
      tool_calls?: { id: string; function: { name: string; arguments: string } }[];
      tool_call_id?: string;
    }[];
    tools?: { function: { name: string; description?: string } }[];
  };
};

/** What the sandbox's completions endpoint received, oldest first (all models when none is named). */
async function received(model?: string) {
  const query = model ? `?model=${encodeURIComponent(model)}` : "";
  const response = await fetch(`${env.SANDBOX_URL}/_sandbox/llm/requests${query}`);
  return ((await response.json()) as { requests: Recorded[] }).requests;
}

const sandboxLlm = (model: string, stream = false) => ({
  baseUrl: `${env.SANDBOX_URL}/v1`,
  apiKey: env.SANDBOX_LLM_API_KEY,
  model,
  stream,
});

const figure = (name: string, spend: number, sales: number): FigureRow => ({
  level: "campaign",
  profileId: 7,
  id: `c-${name.length}`,
  name,
  impressions: 10_000,
  clicks: 300,
  spend,
  sales,
  orders: 12,
  acos: sales ? spend / sales : null,
  roas: spend ? sales / spend : null,
  currency: "USD",
});

/** A seller's data as fixed rows (only in this test: the engine's own tools are the D1 ones), recording each query. */
function fixedTools() {
  const queries: { tool: string; query: unknown }[] = [];
  const tools: AssistantTools = {
    profiles: async () => [
      { id: 7, name: "Demo US", countryCode: "US", currency: "USD", timezone: "America/Los_Angeles" },
    ],
    figures: async (query) => {
      queries.push({ tool: "figures", query });
      return [figure("Garden Hose - Auto", 412.5, 1290.25), figure("Garden Hose - Exact", 120, 600)];
    },
    totals: async () => ({
      impressions: 0,
      clicks: 0,
      spend: 0,
      sales: 0,
      orders: 0,
      acos: null,
      roas: null,
      currency: "USD",
    }),
    campaigns: async (query) => {
      queries.push({ tool: "campaigns", query });
      return [
        {
          profileId: 7,
          campaignId: "c-42",
          name: "Garden Hose - Auto",
          state: "ENABLED",
          targetingType: "AUTO",
          dailyBudget: 25,
          currency: "USD",
          managed: true,
          daysAtBudget: 6,
        },
      ];
    },
    automationChanges: async () => [],
    skuSettings: async () => [],
    wastedSpend: async () => [],
  };
  return { tools, queries };
}

const question = (text: string, history: { sender: "USER" | "AI"; text: string }[] = []) => ({
  text,
  history,
  today: "2026-11-02",
});

const SPEND_ANSWER =
  "Garden Hose - Auto spent the most from 2026-10-04 to 2026-11-02: 412.50 USD for 1290.25 USD of sales, " +
  "ACOS 32.0% (2 rows in all).";

describe("the LLM engine against the sandbox's chat completions endpoint (issue 19)", () => {
  for (const stream of [false, true]) {
    it(`reads the seller's figures through a tool call and answers with their numbers (${stream ? "streamed" : "whole"})`, async () => {
      const model = `figures-${stream ? "stream" : "whole"}`;
      const { tools, queries } = fixedTools();
      const reply = await llmAssistant(sandboxLlm(model, stream)).answer(
        question("Which campaigns had the most spend in the last 30 days?"),
        tools,
      );
      // The tokens of every step, from the usage the API reported: the chat's daily budget counts them.
      expect(reply).toEqual({ text: SPEND_ANSWER, tokens: expect.any(Number) });
      expect(reply.tokens).toBeGreaterThan(0);
      expect(queries).toEqual([
        {
          tool: "figures",
          query: expect.objectContaining({
            level: "campaign",
            range: { from: "2026-10-04", to: "2026-11-02" },
          }),
        },
      ]);

      // The round trip on the wire: the question with the tools, then the tool call and its result.
      const [first, second, ...more] = await received(model);
      expect(more).toEqual([]);
      expect([first?.stream, second?.stream]).toEqual([stream, stream]);
      expect(first?.request.tools?.map((tool) => tool.function.name).sort()).toEqual([
        "automationChanges",
        "campaigns",
        "figures",
        "profiles",
        "proposeWidget",
        "skuSettings",
        "totals",
        "wastedSpend",
      ]);
      expect(first?.request.messages[0]).toMatchObject({
        role: "system",
        content: expect.stringContaining("Today is 2026-11-02"),
      });
      expect(first?.request.messages[0]?.content).toContain(
        "profileId 7: Demo US (US, USD, America/Los_Angeles)",
      );
      const [call, result] = second?.request.messages.slice(-2) ?? [];
      const toolCall = call?.tool_calls?.[0];
      expect(toolCall?.function.name).toBe("figures");
      expect(result).toMatchObject({ role: "tool", tool_call_id: toolCall?.id });
      const rows = JSON.parse(result?.content ?? "[]") as { name: string; spend: number; currency: string }[];
      expect(rows[0]).toMatchObject({ name: "Garden Hose - Auto", spend: 412.5, currency: "USD" });
    });
  }

  it("turns a proposeWidget call into the reply's widget, for the product's own route, with {widget} in the text", async () => {
    const { tools, queries } = fixedTools();
    const reply = await llmAssistant(sandboxLlm("widget")).answer(question("Pause my hose campaign"), tools);
    expect(queries.map((one) => one.tool)).toEqual(["campaigns"]);
    expect(reply.widget).toEqual({
      type: "Campaign",
      action: "UpdateState",
      ...widgetCall("campaignState", 7, "c-42"),
      body: { state: "PAUSED" },
    });
    expect(reply.text).toBe(
      "Garden Hose - Auto is ENABLED with a daily budget of 25.00 USD; it reached its budget on 6 days " +
        "from 2026-10-04 to 2026-11-02.\n\n{widget}",
    );
    const names = (await received("widget")).map((one) => one.request.messages.at(-1)?.role);
    expect(names).toEqual(["user", "tool", "tool"]);
  });

  it("reads the wasted search terms and proposes the search-term table's Negate for them, from the real proposeWidget routes", async () => {
    const { tools, queries } = fixedTools();
    const term = (id: string, termActions: boolean): FigureRow => ({
      ...figure(id, 14, 0),
      level: "searchTerm",
      id,
      campaignId: "c-42",
      managed: true,
      termActions,
      orders: 0,
    });
    tools.figures = async (query) => {
      queries.push({ tool: "figures", query });
      return [term("free garden hose", true), term("hose repair kit", true)];
    };
    const reply = await llmAssistant(sandboxLlm("term-negate")).answer(
      question("Negate the search terms that wasted money"),
      tools,
    );
    expect(queries).toEqual([
      {
        tool: "figures",
        query: expect.objectContaining({ level: "searchTerm", withoutOrders: true, notYetNegated: true }),
      },
    ]);
    expect(reply.widget).toEqual({
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      ...widgetCall("campaignSearchTermNegatives", 7, "c-42"),
      body: {
        searchTerms: ["free garden hose", "hose repair kit"],
        matchType: "NEGATIVE_EXACT",
        scope: "CAMPAIGN",
      },
    });
    expect(reply.text).toContain("{widget}");
  });

  it("sends the earlier turns of the chat before the question", async () => {
    const { tools } = fixedTools();
    await llmAssistant(sandboxLlm("history")).answer(
      question("And what did I spend?", [
        { sender: "USER", text: "Hello" },
        { sender: "AI", text: "Hi! Ask me about your campaigns." },
      ]),
      tools,
    );
    const [first] = await received("history");
    expect(first?.request.messages.slice(1)).toEqual([
      { role: "user", content: "Hello" },
      { role: "assistant", content: "Hi! Ask me about your campaigns." },
      { role: "user", content: "And what did I spend?" },
    ]);
  });

  it("fails with a clear error when the endpoint refuses the key or cannot be reached", async () => {
    const { tools } = fixedTools();
    const refused = llmAssistant({ ...sandboxLlm("refused"), apiKey: "sk-wrong" }).answer(
      question("What did I spend?"),
      tools,
    );
    await expect(refused).rejects.toThrow(LlmEngineError);
    await expect(refused).rejects.toThrow(/The language model refused failed: HTTP 401: Incorrect API key/);

    const unreachable = llmAssistant({ ...sandboxLlm("nowhere"), baseUrl: "http://127.0.0.1:9/v1" }).answer(
      question("What did I spend?"),
      tools,
    );
    await expect(unreachable).rejects.toThrow(/^The language model nowhere failed: /);
  });
});

describe("assistantFromEnv", () => {
  it("is the LLM engine when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set", async () => {
    const { tools } = fixedTools();
    const engine = assistantFromEnv({
      LLM_BASE_URL: `${env.SANDBOX_URL}/v1`,
      LLM_API_KEY: env.SANDBOX_LLM_API_KEY,
      LLM_MODEL: "from-env",
    });
    const reply = await engine.answer(
      question("Which campaigns had the most spend in the last 30 days?"),
      tools,
    );
    expect(reply.text).toBe(SPEND_ANSWER);
    expect(await received("from-env")).toHaveLength(2);
  });

  it("is the offline analyst, which calls no model, when any of them is missing or empty", async () => {
    const { tools } = fixedTools();
    const set = {
      LLM_BASE_URL: `${env.SANDBOX_URL}/v1`,
      LLM_API_KEY: env.SANDBOX_LLM_API_KEY,
      LLM_MODEL: "offline",
    };
    const before = (await received()).length;
    for (const settings of [
      {},
      { ...set, LLM_MODEL: "" },
      { ...set, LLM_API_KEY: undefined },
      { ...set, LLM_BASE_URL: " " },
    ]) {
      const reply = await assistantFromEnv(settings).answer(question("What did I spend?"), tools);
      expect(reply.text).toEqual(expect.any(String));
    }
    expect((await received()).length).toBe(before);
    // The product's own configuration leaves them unset: the offline analyst is the default.
    expect([env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL].every((value) => !value)).toBe(true);
  });
});
