import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One block of the Required column: a heading, an optional line under it, its form. */
export function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title} bg="bg.panel" size="sm">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
