import { Badge, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { MarketplaceProductAd } from "@contracts/campaigns/marketplace-campaigns";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { ProductImage } from "../../../components/product-image";
import { useCurrency } from "../../../lib/currency";
import { formatPrice } from "../../../lib/format";
import { useMigrateCampaign } from "./api/use-migrate-campaign";
import { ConfirmSettingsDialog } from "./confirm-settings-dialog";
import { MigrateForm } from "./migrate-form";
import { type MigrateFigures, toMigratePayload } from "./migrate-payload";
import { availabilityLabel, canMigrate, eligibilityLabel } from "./product-ad-labels";
import { settingsChanges } from "./settings-changes";

type ProductAdRowProps = {
  profileId: number;
  campaignId: string;
  campaignIsAdded: boolean;
  productAd: MarketplaceProductAd;
};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <HStack gap="1.5" fontSize="sm">
      <Text color="fg.muted">{label}:</Text>
      {children}
    </HStack>
  );
}

/**
 * One product ad of a marketplace campaign (spec 000 §2.7): picture, price, title, ASIN, SKU,
 * availability, eligibility, and the migrate form when it can be migrated. The form stays after
 * its own migration so its Migrate button can show it is done.
 */
export function ProductAdRow({ profileId, campaignId, campaignIsAdded, productAd }: ProductAdRowProps) {
  const currency = useCurrency();
  const { metadata } = productAd;
  const migrate = useMigrateCampaign(profileId);
  const showForm = migrate.isSuccess || canMigrate(campaignIsAdded, metadata.eligibilityStatus);
  // Figures that would change a stored SKU's settings wait here for the seller's answer.
  const [asking, setAsking] = useState<MigrateFigures | null>(null);
  const send = (figures: MigrateFigures, replaceSkuSettings: boolean) =>
    migrate.mutate(toMigratePayload(campaignId, productAd, figures, replaceSkuSettings), {
      onSettled: () => setAsking(null),
    });
  const onMigrate = (figures: MigrateFigures) =>
    settingsChanges(productAd.skuSettings, figures, currency).length > 0
      ? setAsking(figures)
      : send(figures, false);

  return (
    <Stack as="li" gap="3" borderTopWidth="1px" pt="4" aria-label={metadata.title ?? metadata.asin}>
      <Flex gap="4" direction={{ base: "column", sm: "row" }}>
        <ProductImage key={metadata.imageUrl} src={metadata.imageUrl} alt={metadata.title ?? metadata.asin} />
        <Stack gap="1.5" minWidth="0">
          <Text fontWeight="semibold" fontSize="lg">
            {formatPrice(metadata.priceToPay?.amount, metadata.priceToPay?.currency)}
          </Text>
          <Text lineClamp={2}>{metadata.title ?? metadata.asin}</Text>
          <Detail label="ASIN">
            <Link
              href={metadata.url}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="blue"
              color="colorPalette.fg"
            >
              {metadata.asin} <ExternalLink size={12} />
            </Link>
          </Detail>
          <Detail label="SKU">
            <Text>{metadata.sku}</Text>
          </Detail>
          <Detail label="Availability">
            <Text>{availabilityLabel(metadata.availability)}</Text>
          </Detail>
          <Detail label="Eligibility">
            {showForm ? (
              <Text>{eligibilityLabel(metadata.eligibilityStatus)}</Text>
            ) : (
              <Badge colorPalette="red" variant="subtle">
                {eligibilityLabel(metadata.eligibilityStatus)}
              </Badge>
            )}
          </Detail>
        </Stack>
      </Flex>
      {showForm && (
        <MigrateForm
          name={metadata.sku}
          pending={migrate.isPending}
          migrated={migrate.isSuccess}
          stored={productAd.skuSettings}
          onMigrate={onMigrate}
        />
      )}
      <ConfirmSettingsDialog
        sku={metadata.sku}
        changes={asking ? settingsChanges(productAd.skuSettings, asking, currency) : []}
        pending={migrate.isPending}
        onClose={() => setAsking(null)}
        onKeep={() => asking && send(asking, false)}
        onChange={() => asking && send(asking, true)}
      />
    </Stack>
  );
}
