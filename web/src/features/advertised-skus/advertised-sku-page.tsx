import { Center, Spinner } from "@chakra-ui/react";
import { ErrorCode } from "@contracts/api-response";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { ApiRequestError } from "../../api/api-client";
import { Page } from "../../components/layout/page";
import { ErrorView } from "../../components/ui/error-view";
import { SelectAccountState } from "../../components/ui/select-account-state";
import { paths } from "../../config/paths";
import { useCurrentProfile } from "../../lib/accounts/current-profile-context";
import { useSignedInUser } from "../../lib/auth/current-user";
import { advertisedSkuQuery } from "./details/api/advertised-sku-query";
import { budgetSplitQuery } from "./details/api/budget-split";
import { ProductDetails } from "./details/product-details";

/** A whole number id from the URL, or NaN (which the page shows as not found). */
const skuIdFrom = (param: string | undefined) =>
  param && /^\d{1,12}$/.test(param) ? Number(param) : Number.NaN;

/** /advertised-sku/{id}: Product Details (spec 001 §2). */
export function AdvertisedSkuPage() {
  const skuId = skuIdFrom(useParams().id);
  const { profile } = useCurrentProfile();
  const { isAdLimitReached } = useSignedInUser();
  const skuKey = { profileId: profile?.id ?? 0, skuId };
  const enabled = Boolean(profile) && !Number.isNaN(skuId);
  const detail = useQuery({ ...advertisedSkuQuery(skuKey), enabled });
  // Always shown under the details (BudgetSplitCard): read beside them, not once they have rendered
  // (issue 33 item 7); the card renders its answer, so this page never re-renders for it.
  useQuery({ ...budgetSplitQuery(skuKey), enabled, notifyOnChangeProps: [] });
  const title = detail.data?.sku ?? "Product Details";

  const body = () => {
    if (!profile) return <SelectAccountState />;
    if (Number.isNaN(skuId)) return <ErrorView message="This advertised SKU does not exist." />;
    if (detail.isError) {
      // 1006: the SKU is not this profile's; asking again cannot change that.
      const missing = detail.error instanceof ApiRequestError && detail.error.code === ErrorCode.NOT_FOUND;
      return (
        <ErrorView
          message={detail.error.message}
          onRetry={missing ? undefined : () => void detail.refetch()}
        />
      );
    }
    if (!detail.data)
      return (
        <Center minHeight="96" role="status" aria-label="Loading the product">
          <Spinner size="lg" color="blue.solid" />
        </Center>
      );
    return <ProductDetails skuKey={skuKey} sku={detail.data} limited={isAdLimitReached} />;
  };

  return (
    <Page
      title="Product Details"
      back={{ to: paths.advertisedSkus, label: "Advertised SKUs" }}
      breadcrumbs={[
        { label: "Quick Launch", to: paths.quickLaunch },
        { label: "Advertised SKUs", to: paths.advertisedSkus },
        { label: title },
      ]}
    >
      {body()}
    </Page>
  );
}
