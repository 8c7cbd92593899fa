import { Badge, Stack, Text } from "@chakra-ui/react";
import type { TermMarks } from "@contracts/search-terms/term-actions";
import { termMarkLines } from "./term-marks-text";

/** The row's marks as badges: red where negated, green where harvested as a keyword. */
export function TermMarksCell({ marks }: { marks: TermMarks }) {
  const lines = termMarkLines(marks);
  if (lines.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="1" align="flex-start">
      {lines.map((line) => (
        <Badge
          key={line.text}
          size="sm"
          colorPalette={line.tone === "negated" ? "red" : "green"}
          whiteSpace="normal"
        >
          {line.text}
        </Badge>
      ))}
    </Stack>
  );
}
