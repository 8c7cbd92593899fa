import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script shared with `npm start`
import { assistantVars, SANDBOX_LLM_API_KEY } from "../../../scripts/local-worker.mjs";

describe("ASSISTANT: the engine npm start and the e2e setup give the Worker", () => {
  it("is the offline analyst by default: no LLM settings", () => {
    expect(assistantVars(undefined, "http://127.0.0.1:8788")).toEqual({});
    expect(assistantVars("offline", "http://127.0.0.1:8788")).toEqual({});
  });

  it("with sandbox-llm, points the LLM engine at the sandbox's chat completions with its key", () => {
    expect(assistantVars("sandbox-llm", "http://127.0.0.1:9999")).toEqual({
      LLM_BASE_URL: "http://127.0.0.1:9999/v1",
      LLM_API_KEY: SANDBOX_LLM_API_KEY,
      LLM_MODEL: "sandbox-analyst",
    });
  });

  it("uses the key the sandbox accepts", () => {
    expect(readFileSync("sandbox/wrangler.toml", "utf8")).toContain(`LLM_API_KEY = "${SANDBOX_LLM_API_KEY}"`);
  });

  it("refuses an engine it does not know, naming the choices", () => {
    expect(() => assistantVars("gpt", "http://127.0.0.1:8788")).toThrow(
      "ASSISTANT=gpt: use offline or sandbox-llm",
    );
  });
});
