import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import type { TermActionResult } from "@contracts/search-terms/term-actions";

const TONES = { APPLIED: "green", FAILED: "red", SKIPPED: "gray" } as const;
const WORDS = { APPLIED: "Done", FAILED: "Failed", SKIPPED: "Skipped" } as const;

/** What each term became in each campaign, with Amazon's or our reason when it was not done. */
export function TermResults({ results }: { results: TermActionResult[] }) {
  return (
    <Stack gap="2" role="list" aria-label="Results">
      {results.map((result) => (
        <HStack key={`${result.campaignId}:${result.searchTerm}`} role="listitem" align="flex-start" gap="3">
          <Badge colorPalette={TONES[result.status]}>{WORDS[result.status]}</Badge>
          <Stack gap="0">
            <Text fontSize="sm" fontWeight="medium">
              {result.searchTerm}
            </Text>
            {result.message && (
              <Text fontSize="xs" color="fg.muted">
                {result.message}
              </Text>
            )}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
