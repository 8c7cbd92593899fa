import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import {
  type CompletionRequest,
  completionBody,
  completionChunks,
  contentText,
  type ModelTurn,
  sseBody,
  tokensOf,
  type Usage,
  wireError,
} from "./openai-wire";
import { scriptedTurn } from "./scripted-model";

/** One completion request as the sandbox received it, with the turn it answered. */
export type RecordedCompletion = {
  seq: number;
  stream: boolean;
  request: CompletionRequest;
  answer: ModelTurn;
};

const REQUEST_PREFIX = "llm:request:";
const SEQ_KEY = "llm:seq";

/**
 * An OpenAI-compatible chat completions endpoint answered by the scripted model (scripted-model.ts):
 * `POST /v1/chat/completions` with `Authorization: Bearer <LLM_API_KEY>` (401 otherwise), whole or
 * streamed (`stream: true`, server-sent `chat.completion.chunk`s ending with `data: [DONE]`).
 */
export const llmRoutes = new Hono<SandboxEnv>().post("/v1/chat/completions", async (c) => {
  const key = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
  if (key !== c.var.deps.llmApiKey) {
    // Read before answering: workerd reports a request body left unread once the response is sent.
    await c.req.arrayBuffer().catch(() => undefined);
    const message = key
      ? "Incorrect API key provided. The sandbox accepts its LLM_API_KEY (sandbox/wrangler.toml)."
      : "You didn't provide an API key. Send it as 'Authorization: Bearer <key>'.";
    return c.json(wireError(message, "invalid_request_error", "invalid_api_key"), 401);
  }
  const request = (await c.req.json().catch(() => null)) as CompletionRequest | null;
  const problem = problemOf(request);
  if (problem || !request) {
    const { message, param } = problem ?? { message: "Send a JSON body.", param: null };
    return c.json(wireError(message, "invalid_request_error", null, param), 400);
  }

  const answer = scriptedTurn(request);
  const seq = await record(c.var.deps.storage, request, answer);
  // The id counts the completions, so the same calls get the same ids; created is the wall clock.
  const meta = {
    id: `chatcmpl-sandbox-${seq}`,
    created: Math.floor(Date.now() / 1000),
    model: request.model,
  };
  const usage = usageOf(request, answer);
  if (!request.stream) return c.json(completionBody(meta, answer, usage));
  const chunks = completionChunks(meta, answer, usage, request.stream_options?.include_usage === true);
  return c.body(sseBody(chunks), 200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache",
  });
});

/**
 * Sandbox-only: what the endpoint received, oldest first (`GET /_sandbox/llm/requests[?model=]`), so a
 * test can read the tool call round trip; `DELETE` forgets them.
 */
export const llmRequestLogRoutes = new Hono<SandboxEnv>()
  .get("/requests", async (c) => {
    const model = c.req.query("model");
    const stored = await c.var.deps.storage.list<RecordedCompletion>({ prefix: REQUEST_PREFIX });
    const requests = [...stored.values()].filter((one) => !model || one.request.model === model);
    return c.json({ requests });
  })
  .delete("/requests", async (c) => {
    const { storage } = c.var.deps;
    const keys = [...(await storage.list({ prefix: REQUEST_PREFIX })).keys()];
    for (let start = 0; start < keys.length; start += 128)
      await storage.delete(keys.slice(start, start + 128));
    return c.body(null, 204);
  });

function problemOf(request: CompletionRequest | null): { message: string; param: string | null } | null {
  if (!request || typeof request !== "object") return { message: "Send a JSON body.", param: null };
  if (typeof request.model !== "string" || !request.model)
    return { message: "'model' is required.", param: "model" };
  if (!Array.isArray(request.messages) || request.messages.length === 0) {
    return { message: "'messages' must be a non-empty array.", param: "messages" };
  }
  if (request.tools !== undefined && !Array.isArray(request.tools)) {
    return { message: "'tools' must be an array.", param: "tools" };
  }
  return null;
}

/** Stores the completion under the next number, and answers that number. */
async function record(storage: DurableObjectStorage, request: CompletionRequest, answer: ModelTurn) {
  const seq = ((await storage.get<number>(SEQ_KEY)) ?? 0) + 1;
  const entry: RecordedCompletion = { seq, stream: request.stream === true, request, answer };
  await storage.put({ [SEQ_KEY]: seq, [`${REQUEST_PREFIX}${String(seq).padStart(8, "0")}`]: entry });
  return seq;
}

function usageOf(request: CompletionRequest, answer: ModelTurn): Usage {
  const prompt = request.messages.reduce((sum, message) => {
    const calls = message.role === "assistant" ? JSON.stringify(message.tool_calls ?? []) : "";
    return sum + tokensOf(contentText(message.content) + calls);
  }, 0);
  const completion = tokensOf(answer.kind === "text" ? answer.content : answer.name + answer.arguments);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}
