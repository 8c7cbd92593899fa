/**
 * The client's address for per-address limits: Cloudflare's CF-Connecting-IP. A loopback address is no
 * client of ours: only a local `wrangler dev` (which sets the header to 127.0.0.1 for every browser and
 * test on the machine) sends it, and there one address would count everyone. Nothing to count: undefined.
 * An IPv6 client is counted by its /64 (`2001:db8:0:7::/64`): one subscriber's line or host is given a
 * whole /64, and counting each of its 2^64 addresses apart would let it walk past every limit.
 */
export function clientAddress(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const address = header.trim().toLowerCase();
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  if (mappedIpv4) return clientAddress(mappedIpv4);
  if (address === "::1" || address.startsWith("127.")) return undefined;
  return address.includes(":") ? ipv6Network(address) : address;
}

const IPV6_GROUPS = 8;

/** The /64 an IPv6 address is in, its four groups written without leading zeros. */
function ipv6Network(address: string) {
  const [head = "", tail] = address.split("%")[0]?.split("::") ?? [];
  const groupsOf = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(Math.max(IPV6_GROUPS - left.length - right.length, 0)).fill("0");
  const groups = [...left, ...(tail === undefined ? [] : zeros), ...right];
  const network = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${network.join(":")}::/64`;
}
