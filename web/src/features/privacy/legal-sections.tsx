import { Heading, Stack, Text } from "@chakra-ui/react";
import type { LegalSection } from "./legal-section";

type LegalSectionsProps = {
  sections: readonly LegalSection[];
  /** Prefix each heading with its position ("1. Use of the Service"). */
  numbered?: boolean;
};

/** Long legal text as readable sections: a heading, then its paragraphs, at a comfortable line length. */
export function LegalSections({ sections, numbered = false }: LegalSectionsProps) {
  return (
    <Stack gap="6" maxWidth="72ch">
      {sections.map((section, index) => (
        <Stack key={section.heading} as="section" gap="2">
          <Heading as="h3" size="md">
            {numbered ? `${index + 1}. ${section.heading}` : section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} color="fg.muted" lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
