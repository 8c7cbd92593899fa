import { Badge, Button, Field, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import { FormStack } from "../../../../components/ui/form-stack";
import { QueryView } from "../../../../components/ui/query-view";
import { formatCount } from "../../../../lib/format";
import type { SkuKey } from "../api/advertised-sku-query";
import { PanelTable } from "../panel-table";
import type { RecommendedKeyword } from "../targets/target-types";
import { keywordSearchFormSchema } from "./keyword-form-schemas";
import { recommendedKeywordsQuery, useAddKeyword } from "./keywords-api";

type RecommendedKeywordsProps = { skuKey: SkuKey; canAdd: boolean; showAdd: boolean };

function AddButton({ skuKey, keyword, canAdd }: { skuKey: SkuKey; keyword: string; canAdd: boolean }) {
  const add = useAddKeyword(skuKey);
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="blue"
      disabled={!canAdd}
      loading={add.isPending}
      aria-label={`Add ${keyword}`}
      onClick={() => add.mutate(keyword)}
    >
      Add
    </Button>
  );
}

/** Keywords Amazon recommends for the SKU, or for a searched key, with their relevance and, where the marketplace tells, search volume. */
export function RecommendedKeywords({ skuKey, canAdd, showAdd }: RecommendedKeywordsProps) {
  const [searchKey, setSearchKey] = useState("");
  const recommended = useQuery({
    ...recommendedKeywordsQuery(skuKey, searchKey),
    placeholderData: (previous) => previous,
  });
  const form = useForm<
    v.InferInput<typeof keywordSearchFormSchema>,
    unknown,
    v.InferOutput<typeof keywordSearchFormSchema>
  >({ resolver: valibotResolver(keywordSearchFormSchema), defaultValues: { key: "" } });
  const error = form.formState.errors.key?.message;
  const showVolume = (list: RecommendedKeyword[]) => list.some((row) => row.searchVolume != null);

  return (
    <Stack gap="3" as="section" aria-label="Recommended keywords">
      <Text fontWeight="medium">Recommended keywords</Text>
      <FormStack aria-label="Keyword search" onSubmit={form.handleSubmit(({ key }) => setSearchKey(key))}>
        <HStack align="flex-start" gap="2">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Search by key</Field.Label>
            <Input size="sm" autoComplete="off" {...form.register("key")} />
            <FieldErrorText>{error}</FieldErrorText>
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="blue" marginTop="6" loading={recommended.isFetching}>
            Search
          </Button>
        </HStack>
      </FormStack>
      <QueryView
        query={recommended}
        loadingLabel="Loading the recommended keywords"
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <PanelTable aria-label="Recommended keywords">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Keyword</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Relevance</Table.ColumnHeader>
                {showVolume(list) && (
                  <Table.ColumnHeader textAlign="end" whiteSpace="normal">
                    Search volume
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((row) => (
                <Table.Row key={row.keyword}>
                  <Table.Cell whiteSpace="normal" minWidth="36">
                    {row.keyword}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {row.relativeScore}
                  </Table.Cell>
                  {showVolume(list) && (
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatCount(row.searchVolume)}
                    </Table.Cell>
                  )}
                  <Table.Cell textAlign="end">
                    {row.isAdvertised ? (
                      <Badge colorPalette="green" variant="subtle">
                        Added
                      </Badge>
                    ) : (
                      showAdd && <AddButton skuKey={skuKey} keyword={row.keyword} canAdd={canAdd} />
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </PanelTable>
        )}
      </QueryView>
    </Stack>
  );
}
