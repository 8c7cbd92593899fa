import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../contracts/api-error";

/** The largest request body the API reads: a Stripe event or a SKU's settings are a few KB. */
export const MAX_BODY_BYTES = 100 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "body: The request is larger than 100 KB";

/** Refuses a larger body (413/1011) before anything reads it, whether Content-Length says so or not. */
export const bodySizeLimit = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(new ApiError(1011, BODY_TOO_LARGE_MESSAGE, "body").toEnvelope(), 413),
  });
