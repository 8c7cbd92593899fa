import { Hono } from "hono";
import { eligibilityNow, productMetadata } from "../../model/index";
import { detailsError } from "./details-error";
import { decodeCursor, encodeCursor, selectProducts } from "./metadata-page";
import { parseMetadataRequest } from "./metadata-request";
import type { ProfileEnv } from "./profile-env";
import { vendorJson } from "./vendor-json";

const REQUEST_TYPE = "application/vnd.productmetadatarequest.v1+json";
const RESPONSE_TYPE = "application/vnd.productmetadataresponse.v1+json";

/**
 * `POST /product/metadata`: the advertiser's catalog by SKU, ASIN or title search, a page at a
 * time (pageIndex × pageSize, or the cursorToken of the previous page). Item details always come
 * back; eligibility fields only with `checkEligibility`.
 */
export const metadataRoutes = new Hono<ProfileEnv>().post("/metadata", async (c) => {
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith(REQUEST_TYPE) && !type.startsWith("application/json")) {
    return detailsError(415, `Content-Type must be ${REQUEST_TYPE}.`, "UNSUPPORTED_MEDIA_TYPE");
  }
  const request = parseMetadataRequest(await c.req.json().catch(() => undefined));
  if (typeof request === "string") return detailsError(400, request, "BAD_REQUEST");
  const offset = request.cursorToken
    ? decodeCursor(request.cursorToken)
    : request.pageIndex * request.pageSize;
  if (offset === undefined) return detailsError(400, "cursorToken is not valid.", "BAD_REQUEST");

  const state = await c.var.deps.world.read();
  const { profile } = c.var;
  const origin = new URL(c.req.url).origin;
  const products = selectProducts(profile, request);
  const page = products.slice(offset, offset + request.pageSize).map((product) => {
    const { ineligibilityReasons, eligibilityStatus, ...details } = productMetadata(state, profile, product);
    return {
      ...details,
      imageUrl: `${origin}${details.imageUrl}`,
      variationList: [],
      ...(request.checkEligibility && {
        eligibilityStatus,
        ineligibilityCodes: eligibilityNow(state, profile, product).eligibilityStatusList.map((s) => s.name),
        ineligibilityReasons,
      }),
    };
  });
  const next = offset + request.pageSize;
  return vendorJson(
    { ProductMetadataList: page, cursorToken: next < products.length ? encodeCursor(next) : "" },
    RESPONSE_TYPE,
  );
});
