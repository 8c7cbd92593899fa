import type { Context } from "hono";

/**
 * Answers without using the request body, after reading it to the end: workerd complains when a
 * Durable Object answers while the body is still unread.
 */
export async function refuseUnread(c: Context, response: Response): Promise<Response> {
  await c.req.arrayBuffer().catch(() => undefined);
  return response;
}
