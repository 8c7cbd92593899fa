import { Box, Container, Heading, HStack, Link, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { Copyright } from "../../components/layout/copyright";
import { Logo } from "../../components/layout/logo";
import { ColorModeButton } from "../../components/ui/color-mode";
import { paths } from "../../config/paths";
import { PrivacyAndTerms } from "./privacy-and-terms";

/** /privacy for visitors who are not signed in: the footer links of the sign-in screen land here. */
export function PublicPrivacyPage() {
  return (
    <Container maxWidth="5xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between">
          <RouterLink to={paths.home} aria-label="Skupilot home">
            <Logo />
          </RouterLink>
          <HStack>
            <ColorModeButton />
            <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
              <RouterLink to={paths.home}>Sign in</RouterLink>
            </Link>
          </HStack>
        </HStack>
        <Heading as="h1" size="2xl">
          Privacy & Terms
        </Heading>
        <PrivacyAndTerms />
        <Box textAlign="center">
          <Copyright />
        </Box>
      </Stack>
    </Container>
  );
}
