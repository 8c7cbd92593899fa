import { paths } from "../../app/paths";
import { EmptyPage } from "../../components/layout/empty-page";

export function AdvertisedSkuPage() {
  return (
    <EmptyPage
      title="Product Details"
      back={{ to: paths.advertisedSkus, label: "Advertised SKUs" }}
      breadcrumbs={[
        { label: "Quick Launch", to: paths.quickLaunch },
        { label: "Advertised SKUs", to: paths.advertisedSkus },
        { label: "Product Details" },
      ]}
    />
  );
}
