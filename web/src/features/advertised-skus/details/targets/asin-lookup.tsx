import { Badge, Button, Card, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import { FormStack } from "../../../../components/ui/form-stack";
import { QueryView } from "../../../../components/ui/query-view";
import { EMPTY } from "../../../../lib/format";
import type { SkuKey } from "../api/advertised-sku-query";
import { ProductThumb } from "./product-thumb";
import { asinSearchFormSchema } from "./target-form-schemas";
import type { AsinLookupResult } from "./target-types";
import { asinLookupQuery, useCreateAsinTargets } from "./targets-api";

type AsinLookupProps = { skuKey: SkuKey; canAdd: boolean };

function LookupCard({
  skuKey,
  result,
  canAdd,
}: {
  skuKey: SkuKey;
  result: AsinLookupResult;
  canAdd: boolean;
}) {
  const create = useCreateAsinTargets(skuKey);
  return (
    <Card.Root size="sm" role="group" aria-label={`ASIN ${result.asin}`}>
      <Card.Body>
        <HStack gap="3" align="flex-start">
          <ProductThumb src={result.imageUrl} />
          <Stack gap="1" flex="1" minWidth="0">
            <Text fontWeight="medium" lineClamp={2}>
              {result.title ?? result.asin}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {result.asin} · {result.brand ?? EMPTY}
            </Text>
          </Stack>
          {result.isAdvertised ? (
            <Badge colorPalette="green" variant="subtle">
              Added
            </Badge>
          ) : (
            <Button
              size="xs"
              colorPalette="blue"
              disabled={!canAdd}
              loading={create.isPending}
              onClick={() => create.mutate([result.asin])}
            >
              Create ASIN Target
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Looks up one ASIN (exactly 10 characters, upper-cased as typed) and offers it as a target. */
export function AsinLookup({ skuKey, canAdd }: AsinLookupProps) {
  const [asin, setAsin] = useState("");
  const lookup = useQuery(asinLookupQuery(skuKey, asin));
  const form = useForm<
    v.InferInput<typeof asinSearchFormSchema>,
    unknown,
    v.InferOutput<typeof asinSearchFormSchema>
  >({
    resolver: valibotResolver(asinSearchFormSchema),
    defaultValues: { asin: "" },
  });
  const field = form.register("asin");
  const error = form.formState.errors.asin?.message;

  return (
    <Stack gap="3">
      <FormStack aria-label="ASIN search" onSubmit={form.handleSubmit((values) => setAsin(values.asin))}>
        <HStack align="flex-start" gap="2">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>ASIN</Field.Label>
            <Input
              {...field}
              size="sm"
              placeholder="B0XXXXXXXX"
              autoComplete="off"
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase();
                void field.onChange(event);
              }}
            />
            <FieldErrorText>{error}</FieldErrorText>
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="blue" marginTop="6">
            Search
          </Button>
        </HStack>
      </FormStack>
      {asin && (
        <QueryView query={lookup} loadingLabel="Looking up the ASIN" isEmpty={() => false}>
          {(result) => <LookupCard skuKey={skuKey} result={result} canAdd={canAdd} />}
        </QueryView>
      )}
    </Stack>
  );
}
