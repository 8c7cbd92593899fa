import { describe, expect, it } from "vitest";
import { clientAddress } from "../../../worker/contracts/client-address";

describe("the client address counted by the per-address limits", () => {
  it("is Cloudflare's CF-Connecting-IP: an IPv4 address whole", () => {
    expect(clientAddress("198.18.0.7")).toBe("198.18.0.7");
    expect(clientAddress("::ffff:198.18.0.7")).toBe("198.18.0.7");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(clientAddress(" 2001:DB8::1 ")).toBe("2001:db8:0:0::/64");
    for (const header of [
      "2001:db8:0:7::1",
      "2001:0db8:0000:0007:ffff:ffff:ffff:ffff",
      "2001:db8:0:7:1234:5678:9abc:def0",
      "2001:db8::7:0:0:0:1",
      "2001:db8:0:7::198.18.0.7",
      "2001:db8:0:7::1%eth0",
    ])
      expect(clientAddress(header), header).toBe("2001:db8:0:7::/64");
    expect(clientAddress("2001:db8:0:8::1")).toBe("2001:db8:0:8::/64");
    expect(clientAddress("::")).toBe("0:0:0:0::/64");
  });

  it("is none without the header, or for a loopback address (a local wrangler dev's, shared by every client)", () => {
    for (const header of [undefined, "", "127.0.0.1", "127.0.1.1", "::1", "::ffff:127.0.0.1"])
      expect(clientAddress(header)).toBeUndefined();
  });
});
