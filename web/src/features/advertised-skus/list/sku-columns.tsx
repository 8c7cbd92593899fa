import { IconButton, Link, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { ChevronRight, ExternalLink } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import type { DataColumn } from "../../../components/data-table/data-column";
import { paths } from "../../../config/paths";
import { EMPTY, formatPrice } from "../../../lib/format";
import { SkuFieldCell } from "./sku-field-cell";
import { SkuStatusBadge } from "./sku-status-badge";
import { SkuThumbnail } from "./sku-thumbnail";

type ColumnsOptions = { profileId: number; limited: boolean };

const titleOf = (sku: AdvertisedSku) => sku.title ?? sku.sku;

/** The SKU list's columns in the spec's order (001 §2); image and title open the SKU's page. */
export function skuColumns({ profileId, limited }: ColumnsOptions): DataColumn<AdvertisedSku>[] {
  const editable = (field: "maxDailyBudget" | "bidMin" | "bidMax") => (sku: AdvertisedSku) => (
    <SkuFieldCell profileId={profileId} sku={sku} field={field} limited={limited} />
  );
  return [
    {
      id: "image",
      header: "Image",
      width: "16",
      stickyLeft: "0",
      cell: (sku) => (
        <RouterLink to={paths.advertisedSku(sku.id)} aria-label={`Open ${sku.sku}`}>
          <SkuThumbnail src={sku.thumbnail ?? sku.imageUrl} alt={titleOf(sku)} />
        </RouterLink>
      ),
    },
    {
      id: "title",
      header: "Title",
      width: "48",
      stickyLeft: "16",
      cell: (sku) => (
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={paths.advertisedSku(sku.id)}>
            <Text as="span" lineClamp={2} whiteSpace="normal">
              {titleOf(sku)}
            </Text>
          </RouterLink>
        </Link>
      ),
    },
    {
      id: "asin",
      header: "ASIN",
      cell: (sku) => (
        <Link
          href={sku.url}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="blue"
          color="colorPalette.fg"
        >
          {sku.asin} <ExternalLink size={12} />
        </Link>
      ),
    },
    { id: "sku", header: "SKU", cell: (sku) => <Text whiteSpace="nowrap">{sku.sku}</Text> },
    {
      id: "price",
      header: "Price",
      numeric: true,
      cell: (sku) => (sku.priceToPay ? formatPrice(sku.priceToPay.amount, sku.priceToPay.currency) : EMPTY),
    },
    { id: "maxDailyBudget", header: "Max budget", numeric: true, cell: editable("maxDailyBudget") },
    { id: "bidMin", header: "Min Bid", numeric: true, cell: editable("bidMin") },
    { id: "bidMax", header: "Max Bid", numeric: true, cell: editable("bidMax") },
    {
      id: "status",
      header: "Status",
      cell: (sku) => <SkuStatusBadge status={sku.advertisingStatus} />,
    },
    {
      id: "open",
      header: "",
      width: "10",
      cell: (sku) => (
        <IconButton asChild size="xs" variant="ghost" aria-label={`Details of ${sku.sku}`}>
          <RouterLink to={paths.advertisedSku(sku.id)}>
            <ChevronRight />
          </RouterLink>
        </IconButton>
      ),
    },
  ];
}
