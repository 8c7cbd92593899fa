/** A JSON answer under a vendor media type (Hono's c.json would say application/json). */
export function vendorJson(body: unknown, contentType: string, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": contentType } });
}
