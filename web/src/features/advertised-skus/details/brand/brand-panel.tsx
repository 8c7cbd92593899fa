import { Badge, Button, Field, HStack, Input, Stack } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { brandNameFormSchema } from "@contracts/advertised-skus/sku-fields.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import { FormStack } from "../../../../components/ui/form-stack";
import type { SkuKey } from "../api/advertised-sku-query";
import { useLaunchBrand, useUpdateBrand } from "../api/use-brand";
import { skuRules } from "../sku-rules";

type BrandPanelProps = { skuKey: SkuKey; sku: AdvertisedSku; limited: boolean };

/** Brand: its advertising badge, the name (editable until advertised), Update and Launch Brand (spec 001 §4). */
export function BrandPanel({ skuKey, sku, limited }: BrandPanelProps) {
  const rules = skuRules(sku, limited);
  const update = useUpdateBrand(skuKey);
  const launch = useLaunchBrand(skuKey);
  const form = useForm<v.InferOutput<typeof brandNameFormSchema>>({
    resolver: valibotResolver(brandNameFormSchema),
    defaultValues: { brandName: sku.brand ?? "" },
  });
  const error = form.formState.errors.brandName?.message;

  return (
    <Stack gap="4">
      <HStack>
        <Badge colorPalette={sku.isBrandAdvertised ? "green" : "gray"} variant="subtle">
          {sku.isBrandAdvertised ? "Advertised" : "Not Advertised"}
        </Badge>
      </HStack>
      <FormStack aria-label="Brand" onSubmit={form.handleSubmit(({ brandName }) => update.mutate(brandName))}>
        <Field.Root invalid={Boolean(error)} disabled={!rules.canEditBrand}>
          <Field.Label>Brand name</Field.Label>
          <Input {...form.register("brandName")} />
          <FieldErrorText>{error}</FieldErrorText>
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={!rules.canEditBrand}
            loading={update.isPending}
          >
            Update
          </Button>
          {rules.showLaunchBrand && (
            <Button
              size="sm"
              colorPalette="blue"
              disabled={!sku.brand}
              loading={launch.isPending}
              onClick={() => launch.mutate()}
            >
              Launch Brand
            </Button>
          )}
        </HStack>
      </FormStack>
    </Stack>
  );
}
