import {
  type CompletionRequest,
  contentText,
  type ModelTurn,
  type WireMessage,
  type WireToolCall,
} from "./openai-wire";

/**
 * The sandbox's language model: a script, not a network, so the product's LLM engine runs over real
 * HTTP with answers a test can predict. It reads what a model would read — the system prompt's date,
 * the seller's last question, the tools offered and the tool results so far — and answers in turns:
 * a question about figures, campaigns or the automation's changes calls the matching tool; an asked-for
 * budget or state change then proposes a widget through `proposeWidget` (its endpoint taken from that
 * tool's description); once the results are in, the text names the top row's numbers.
 */
export function scriptedTurn(request: CompletionRequest): ModelTurn {
  const questionAt = request.messages.findLastIndex((message) => message.role === "user");
  const question = contentText(request.messages[questionAt]?.content).toLowerCase();
  const since = request.messages.slice(questionAt + 1);
  const offered = new Map((request.tools ?? []).map((tool) => [tool.function.name, tool]));
  const calls = since.flatMap((message) => (message.role === "assistant" ? (message.tool_calls ?? []) : []));
  const callId = `call_${fnv1a(question)}_${calls.length + 1}`;

  const dataCall = calls.find((call) => call.function.name !== PROPOSE_WIDGET);
  if (!dataCall) {
    const intent = intentOf(question);
    if (!intent || !offered.has(intent.tool)) return { kind: "text", content: CAPABILITIES };
    const range = rangeOf(question, todayIn(request.messages));
    if (!range) return { kind: "text", content: ASK_FOR_DATES };
    return {
      kind: "toolCall",
      id: callId,
      name: intent.tool,
      arguments: JSON.stringify(intent.input(range)),
    };
  }

  const rows = rowsOf(resultOf(since, dataCall.id));
  const widgetAsked = calls.some((call) => call.function.name === PROPOSE_WIDGET);
  const change = campaignChangeOf(question);
  const template = change && templateOf(offered.get(PROPOSE_WIDGET)?.function.description, change.action);
  const top = rows[0];
  if (!widgetAsked && dataCall.function.name === "campaigns" && change && template && top) {
    const widget = {
      type: "Campaign",
      action: change.action,
      name: `${change.label} ${String(top.name)}`,
      method: template.method,
      endpoint: template.endpoint
        .replace("{profileId}", String(top.profileId))
        .replace("{campaignId}", String(top.campaignId)),
      body: change.body,
    };
    return { kind: "toolCall", id: callId, name: PROPOSE_WIDGET, arguments: JSON.stringify(widget) };
  }
  const termAction = termActionOf(question);
  const termTemplate =
    termAction && templateFor(offered.get(PROPOSE_WIDGET)?.function.description, termAction.route);
  const campaignTerms = termsOfOneCampaign(rows);
  if (!widgetAsked && dataCall.function.name === "figures" && termAction && termTemplate && campaignTerms) {
    const widget = {
      type: termAction.type,
      action: termAction.action,
      method: termTemplate.method,
      endpoint: termTemplate.endpoint
        .replace("{profileId}", String(campaignTerms.profileId))
        .replace("{campaignId}", String(campaignTerms.campaignId)),
      body: termAction.body(campaignTerms.terms),
    };
    return { kind: "toolCall", id: callId, name: PROPOSE_WIDGET, arguments: JSON.stringify(widget) };
  }
  const summary = summaryOf(dataCall, rows);
  return { kind: "text", content: widgetAsked ? `${summary}\n\n{widget}` : summary };
}

const PROPOSE_WIDGET = "proposeWidget";

export const CAPABILITIES =
  "I can answer questions about your spend, sales, ACOS and ROAS, your campaigns' budgets and states, " +
  "and what the automation changed. Try: 'Which campaigns spent the most in the last 30 days?'";
export const ASK_FOR_DATES = "Which dates do you mean? Give them as YYYY-MM-DD to YYYY-MM-DD.";

type Range = { from: string; to: string };
type Intent = { tool: string; input: (range: Range) => Record<string, unknown> };

const FIGURE_WORDS = ["spend", "spent", "sales", "acos", "roas", "clicks", "orders", "impressions", "wasted"];

function intentOf(question: string): Intent | null {
  const termAction = termActionOf(question);
  if (termAction) return { tool: "figures", input: termAction.input };
  if (/\b(changed?|changes|automation)\b/.test(question)) {
    return { tool: "automationChanges", input: (range) => ({ range, limit: 20 }) };
  }
  if (campaignChangeOf(question) || /\bbudgets?\b/.test(question)) {
    return { tool: "campaigns", input: (range) => ({ range }) };
  }
  if (FIGURE_WORDS.some((word) => question.includes(word))) {
    const wasted = question.includes("wasted");
    return {
      tool: "figures",
      input: (range) => ({
        level: levelOf(question),
        range,
        sortBy: "spend",
        order: "desc",
        limit: 10,
        ...(wasted ? { withoutOrders: true } : {}),
      }),
    };
  }
  return null;
}

function levelOf(question: string) {
  if (question.includes("search term")) return "searchTerm";
  if (question.includes("keyword")) return "keyword";
  if (question.includes("target")) return "target";
  if (/\b(skus?|products?)\b/.test(question)) return "sku";
  return "campaign";
}

type TermAction = {
  /** The widget's route, as the endpoint of its line in proposeWidget's description ends. */
  route: string;
  type: "NegativeKeyword" | "Keyword";
  action: "AddNegativeKeyword" | "AddKeyword";
  input: (range: Range) => Record<string, unknown>;
  body: (terms: string[]) => Record<string, unknown>;
};

/** At most this many terms in a proposed Negate. */
const TERMS_PER_WIDGET = 5;

/**
 * A search-term action asked for: negate the wasted terms (clicks, no orders, not negated yet), or add a
 * converting one as a keyword (orders, not a keyword yet); each reads the search terms first.
 */
function termActionOf(question: string): TermAction | null {
  if (!question.includes("search term")) return null;
  if (/\bnegate\b/.test(question)) {
    return {
      route: "/search-term-negatives",
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      input: (range) => ({
        level: "searchTerm",
        range,
        withoutOrders: true,
        notYetNegated: true,
        sortBy: "spend",
        order: "desc",
        limit: 20,
      }),
      body: (terms) => ({
        searchTerms: terms.slice(0, TERMS_PER_WIDGET),
        matchType: "NEGATIVE_EXACT",
        scope: "CAMPAIGN",
      }),
    };
  }
  if (/\b(harvest|as (a )?keywords?)\b/.test(question)) {
    return {
      route: "/search-term-keywords",
      type: "Keyword",
      action: "AddKeyword",
      input: (range) => ({
        level: "searchTerm",
        range,
        minOrders: 1,
        notYetTargeted: true,
        sortBy: "sales",
        order: "desc",
        limit: 20,
      }),
      body: (terms) => ({ searchTerms: terms.slice(0, 1), matchType: "EXACT" }),
    };
  }
  return null;
}

/** The search terms of the first row's campaign the widgets act on (never an ASIN), best first. */
function termsOfOneCampaign(rows: Row[]) {
  const actionable = rows.filter(
    (row) => row.termActions === true && typeof row.id === "string" && !/^b0[a-z0-9]{8}$/i.test(row.id),
  );
  const first = actionable[0];
  if (!first) return null;
  const terms = actionable.filter((row) => row.campaignId === first.campaignId).map((row) => String(row.id));
  return { profileId: first.profileId, campaignId: first.campaignId, terms };
}

type CampaignChange = {
  action: "UpdateDailyBudget" | "UpdateState";
  label: string;
  body: Record<string, unknown>;
};

function campaignChangeOf(question: string): CampaignChange | null {
  if (/\b(raise|increase|lower|change|set)\b.*\bbudget/.test(question)) {
    return { action: "UpdateDailyBudget", label: "Change the daily budget of", body: {} };
  }
  if (/\bpause\b/.test(question)) return { action: "UpdateState", label: "Pause", body: { state: "PAUSED" } };
  if (/\b(enable|resume)\b/.test(question)) {
    return { action: "UpdateState", label: "Enable", body: { state: "ENABLED" } };
  }
  return null;
}

/** `- Campaign UpdateDailyBudget: PUT /api/…/{profileId}/campaigns/{campaignId}/daily-budget` in the tool's description. */
function templateOf(description: string | undefined, action: string) {
  const line = new RegExp(`^- Campaign ${action}: (GET|POST|PUT|PATCH|DELETE) (\\S+)`, "m").exec(
    description ?? "",
  );
  return line?.[1] && line[2] ? { method: line[1], endpoint: line[2] } : null;
}

/** The line of proposeWidget's description whose endpoint ends with `route`: its method and endpoint. */
function templateFor(description: string | undefined, route: string) {
  const lines = (description ?? "").split("\n");
  for (const line of lines) {
    const match = /^- \w+ \w+: (GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(line);
    if (match?.[1] && match[2]?.endsWith(route)) return { method: match[1], endpoint: match[2] };
  }
  return null;
}

function todayIn(messages: WireMessage[]): string | null {
  const system = messages
    .filter((message) => message.role === "system" || message.role === "developer")
    .map((message) => contentText(message.content))
    .join("\n");
  return /today is (\d{4}-\d{2}-\d{2})/i.exec(system)?.[1] ?? null;
}

/** Two dates in the question; else the last N days (30 unless it says) up to the system prompt's today. */
function rangeOf(question: string, today: string | null): Range | null {
  const dates = question.match(/\d{4}-\d{2}-\d{2}/g);
  if (dates && dates.length >= 2) {
    const [from, to] = [dates[0], dates[1]].sort() as [string, string];
    return { from, to };
  }
  if (!today) return null;
  const days = Number(/last (\d{1,3}) days/.exec(question)?.[1] ?? 30);
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (Math.max(days, 1) - 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

function resultOf(messages: WireMessage[], callId: string): unknown {
  const result = messages.find((message) => message.role === "tool" && message.tool_call_id === callId);
  try {
    return JSON.parse(contentText(result?.content));
  } catch {
    return null;
  }
}

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === "object" && value !== null;

/** A tool result's rows: the array itself, or the first array property of an object. */
function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result.filter(isRow);
  if (isRow(result)) {
    const list = Object.values(result).find(Array.isArray);
    return list ? list.filter(isRow) : [];
  }
  return [];
}

const money = (value: unknown, currency: unknown) =>
  `${Number(value ?? 0).toFixed(2)}${typeof currency === "string" ? ` ${currency}` : ""}`;
const percent = (value: unknown) => (typeof value === "number" ? `${(value * 100).toFixed(1)}%` : "none");

function summaryOf(call: WireToolCall, rows: Row[]): string {
  const args = (() => {
    try {
      return JSON.parse(call.function.arguments) as { range?: Range };
    } catch {
      return {};
    }
  })();
  const period = args.range ? ` from ${args.range.from} to ${args.range.to}` : "";
  const top = rows[0];
  if (!top) return `I found nothing${period}.`;
  const others = rows.length > 1 ? ` (${rows.length} rows in all)` : "";
  switch (call.function.name) {
    case "figures":
      return (
        `${String(top.name)} spent the most${period}: ${money(top.spend, top.currency)} for ` +
        `${money(top.sales, top.currency)} of sales, ACOS ${percent(top.acos)}${others}.`
      );
    case "campaigns":
      return (
        `${String(top.name)} is ${String(top.state)} with a daily budget of ` +
        `${money(top.dailyBudget, top.currency)}; it reached its budget on ${Number(top.daysAtBudget ?? 0)} days${period}${others}.`
      );
    case "automationChanges":
      return (
        `The automation made ${rows.length} changes${period}; the latest: ${String(top.field)} of ` +
        `${String(top.entityName)} from ${String(top.from)} to ${String(top.to)}, because ${String(top.reason)}.`
      );
    default:
      return `${call.function.name} answered ${rows.length} rows${period}.`;
  }
}

/** A short stable hash, so the same question gets the same tool call id. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
