import { Card, Center, Flex, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Copyright } from "../../../components/layout/copyright";
import { Logo } from "../../../components/layout/logo";
import { externalLinks, paths } from "../../../config/paths";

/** The signed-out frame: a centred card, then the footer links and copyright (spec 000 §2.1). */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" minHeight="100vh" px="4">
      <Center flex="1" py="12">
        <Stack gap="8" width="full" maxWidth="420px" align="center">
          <Logo size="lg" />
          <Card.Root width="full" variant="elevated">
            <Card.Body gap="6" p={{ base: "6", md: "8" }}>
              <Stack gap="1" textAlign="center">
                <Heading as="h1" size="xl">
                  {title}
                </Heading>
                <Text color="fg.muted">{subtitle}</Text>
              </Stack>
              {children}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Center>
      <Stack as="footer" align="center" gap="2" py="6">
        <HStack gap="5" fontSize="sm">
          <Link asChild color="fg.muted">
            <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to={paths.terms}>Terms of Service</RouterLink>
          </Link>
          <Link href={externalLinks.contact} color="fg.muted">
            Contact Us
          </Link>
        </HStack>
        <Copyright />
      </Stack>
    </Flex>
  );
}
