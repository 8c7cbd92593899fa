import { describe, expect, it } from "vitest";
import { clientAddress } from "../../../worker/contracts/client-address";

describe("the client address counted by the per-address limits", () => {
  it("is Cloudflare's CF-Connecting-IP, IPv4 or IPv6", () => {
    expect(clientAddress("198.18.0.7")).toBe("198.18.0.7");
    expect(clientAddress(" 2001:DB8::1 ")).toBe("2001:db8::1");
  });

  it("is none without the header, or for a loopback address (a local wrangler dev's, shared by every client)", () => {
    for (const header of [undefined, "", "127.0.0.1", "127.0.1.1", "::1", "::ffff:127.0.0.1"])
      expect(clientAddress(header)).toBeUndefined();
  });
});
