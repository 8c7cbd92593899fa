import { Button, chakra, Flex, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { itemRangeText, PAGE_SIZE_OPTIONS, pageCountText } from "./pagination-text";

type PaginationProps = {
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Items per page, 'x-y of N items', a page selector 'of N pages', and Prev / Next. */
export function Pagination({
  page,
  pageSize,
  totalItems,
  totalPages,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const pages = Math.max(totalPages, 1);
  const sizeId = useId();
  return (
    <Flex
      as="nav"
      aria-label="Pagination"
      gap="4"
      align="center"
      justify="space-between"
      wrap="wrap"
      fontSize="sm"
    >
      <HStack gap="2">
        <chakra.label htmlFor={sizeId} color="fg.muted" whiteSpace="nowrap">
          Items per page
        </chakra.label>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
            id={sizeId}
            bg="bg"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="item-range">
          {itemRangeText(page, pageSize, totalItems)}
        </Text>
      </HStack>
      <HStack gap="2">
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
            aria-label="Page"
            bg="bg"
            value={page}
            onChange={(event) => onPageChange(Number(event.currentTarget.value))}
          >
            {Array.from({ length: pages }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text color="fg.muted" whiteSpace="nowrap" data-testid="page-count">
          {pageCountText(pages)}
        </Text>
        <Button
          size="sm"
          variant="outline"
          bg="bg"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft /> Prev
        </Button>
        <Button
          size="sm"
          variant="outline"
          bg="bg"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next <ChevronRight />
        </Button>
      </HStack>
    </Flex>
  );
}
