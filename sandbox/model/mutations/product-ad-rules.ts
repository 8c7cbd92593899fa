/** Product ad create/update: a seller advertises one of its SKUs in an ad group; only state changes later. */
import type { ProductAd } from "../entities";
import { isError, parentAdGroup } from "./context";
import { adEligibility, productIdentifier } from "./domain-errors";
import { duplicateValue, missingValue } from "./errors";
import type { KindRules, Outcome } from "./kinds";
import { parentsArchived } from "./parents";
import { checkState, errorsOf } from "./validate";

export const productAdRules: KindRules<ProductAd> = {
  create(context, item, at): Outcome<ProductAd> {
    const errors = errorsOf(
      checkState(item, true, at),
      item.sku === undefined ? missingValue(`${at}.sku`) : undefined,
    );
    const parents = parentAdGroup(context, item.campaignId, item.adGroupId, at);
    if (isError(parents)) errors.push(parents);
    const product = context.profile.catalog.find((candidate) => candidate.sku === item.sku);
    if (item.sku !== undefined && !product) {
      errors.push(
        productIdentifier(
          "INVALID_SKU",
          `SKU ${String(item.sku)} is not in this seller's catalog`,
          `${at}.sku`,
          String(item.sku),
        ),
      );
    }
    const blocking = product?.eligibility.find((status) => status.severity === "INELIGIBLE");
    if (blocking)
      errors.push(adEligibility(`${blocking.name}: ${blocking.message}`, `${at}.sku`, product?.sku));
    if (
      !isError(parents) &&
      product &&
      context.profile.ads.productAds.some(
        (ad) =>
          ad.adGroupId === parents.adGroup.adGroupId && ad.sku === product.sku && ad.state !== "ARCHIVED",
      )
    ) {
      errors.push(
        duplicateValue(
          "DUPLICATE_VALUE",
          "this SKU is already advertised in the ad group",
          `${at}.sku`,
          product.sku,
        ),
      );
    }
    if (errors.length > 0 || isError(parents) || !product) return errors;
    return {
      adId: context.newId(),
      campaignId: parents.campaign.campaignId,
      adGroupId: parents.adGroup.adGroupId,
      state: item.state as ProductAd["state"],
      sku: product.sku,
      asin: product.asin,
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },

  update(context, existing, item, at): Outcome<ProductAd> {
    const errors = errorsOf(checkState(item, false, at));
    if (errors.length > 0) return errors;
    return {
      ...existing,
      ...(item.state !== undefined ? { state: item.state as ProductAd["state"] } : {}),
      extendedData: { ...existing.extendedData, lastUpdateDateTime: context.now },
    };
  },

  parentArchived: (context, existing) => parentsArchived(context, existing.campaignId, existing.adGroupId),
};
