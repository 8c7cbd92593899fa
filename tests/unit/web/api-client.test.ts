import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiClient, call } from "../../../web/src/api/api-client";

type Sent = { url: string; init: RequestInit };

/** Answers every fetch with `answer` and keeps what was sent. */
function stubFetch(answer: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer();
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("apiClient requests (what api() sent before)", () => {
  it("asks /api with the session cookie, JSON accepted, empty and unset query values left out", async () => {
    const sent = stubFetch(() => json({ status: "SUCCESS", data: {} }));
    await call(
      apiClient.statistics.$get({
        query: { startDate: "2026-01-01", endDate: "", state: "ALL", profileId: undefined },
      }),
    );
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe("/api/statistics?startDate=2026-01-01&state=ALL");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("same-origin");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
    expect(init.body).toBeUndefined();
  });

  it("sends a body as JSON, with its content type and no Accept", async () => {
    const sent = stubFetch(() => json({ status: "SUCCESS", data: { id: "1" } }, 201));
    await call(
      apiClient.users.$post({ json: { name: "Ann", email: "ann@example.com", password: "secret123" } }),
    );
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe("/api/users");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Accept")).toBe(false);
    expect(init.body).toBe('{"name":"Ann","email":"ann@example.com","password":"secret123"}');
  });

  it("names the organisation chosen in skupilot.organisation, and none when there is no choice", async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", { getItem: (key: string) => stored.get(key) ?? null });
    const sent = stubFetch(() => json({ status: "SUCCESS", data: {} }));
    await call(apiClient.clock.$get());
    stored.set("skupilot.organisation", "org-2");
    await call(apiClient.clock.$get());
    const [first, second] = sent.map(({ init }) => new Headers(init.headers));
    expect(first?.has("X-Skupilot-Organisation")).toBe(false);
    expect(second?.get("X-Skupilot-Organisation")).toBe("org-2");
  });

  it("puts path parameters in place", async () => {
    const sent = stubFetch(() => json({ status: "SUCCESS", data: [] }));
    await call(
      apiClient.campaigns[":profileId"][":campaignId"].targets.$get({
        param: { profileId: "7", campaignId: "c-1" },
        query: {},
      }),
    );
    expect(sent[0]?.url).toBe("/api/campaigns/7/c-1/targets");
  });
});

describe("call", () => {
  it("answers the success envelope's data", async () => {
    stubFetch(() => json({ status: "SUCCESS", data: { now: "2026-01-01T00:00:00.000Z" } }));
    await expect(call(apiClient.clock.$get())).resolves.toEqual({ now: "2026-01-01T00:00:00.000Z" });
  });

  it("throws the server's error envelope as ApiRequestError", async () => {
    const envelope = { status: "ERROR", data: { code: 1003, message: "Connect an Amazon account first." } };
    stubFetch(() => json(envelope, 404));
    const error = await call(apiClient.clock.$get()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 404,
      code: 1003,
      message: "Connect an Amazon account first.",
      data: envelope,
    });
  });

  it("turns an answer that is not an envelope into an internal error naming the status", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await call(apiClient.clock.$get()).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      status: 502,
      code: 500,
      message: "Request failed (502)",
      data: { status: "INTERNAL_ERROR", data: { code: 500, message: "Request failed (502)" } },
    });
  });
});
