import { Page } from "../../components/layout/page";
import { paths } from "../../config/paths";
import { SkuListView } from "./list/sku-list-view";
import { AddProductsButton } from "./products-dialog/add-products-button";

/** /advertised-sku: the seller's advertised SKUs and the Products dialog to add more (spec 001 §2). */
export function AdvertisedSkusPage() {
  return (
    <Page
      title="Advertised SKUs"
      back={{ to: paths.quickLaunch, label: "Quick Launch" }}
      breadcrumbs={[{ label: "Quick Launch", to: paths.quickLaunch }, { label: "Advertised SKUs" }]}
      actions={<AddProductsButton />}
    >
      <SkuListView />
    </Page>
  );
}
