import { describe, expect, it } from "vitest";
import { isOwnOrigin } from "../../../worker/routes/realtime-origin";

const request = "http://127.0.0.1:8787/api/realtime";

describe("isOwnOrigin (the real-time channel's WebSocket handshake)", () => {
  it("accepts the request's own origin and AUTH_URL's", () => {
    expect(isOwnOrigin("http://127.0.0.1:8787", request, "http://127.0.0.1:8787")).toBe(true);
    expect(isOwnOrigin("https://app.skupilot.com", "https://app.skupilot.com/api/realtime", undefined)).toBe(
      true,
    );
    // Behind a second hostname the request's URL differs; the app's configured address still counts.
    expect(
      isOwnOrigin(
        "https://app.skupilot.com",
        "https://skupilot.workers.dev/api/realtime",
        "https://app.skupilot.com/",
      ),
    ).toBe(true);
  });

  it("refuses any other site, a lookalike, another port or scheme, an opaque origin and none", () => {
    for (const origin of [
      "https://evil.example",
      "https://app.skupilot.com.evil.example",
      "http://127.0.0.1:8788",
      "https://127.0.0.1:8787",
      "null",
      "",
      undefined,
    ]) {
      expect(isOwnOrigin(origin, request, "http://127.0.0.1:8787"), String(origin)).toBe(false);
    }
  });
});
