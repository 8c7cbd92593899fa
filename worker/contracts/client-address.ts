/**
 * The client's address for per-address limits: Cloudflare's CF-Connecting-IP. A loopback address is no
 * client of ours: only a local `wrangler dev` (which sets the header to 127.0.0.1 for every browser and
 * test on the machine) sends it, and there one address would count everyone. Nothing to count: undefined.
 */
export function clientAddress(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const address = header.trim().toLowerCase();
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  return loopback ? undefined : address;
}
