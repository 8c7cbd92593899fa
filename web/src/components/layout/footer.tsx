import { Flex, HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { externalLinks, paths } from "../../config/paths";
import { Copyright } from "./copyright";

/** Signed-in footer (spec 000 §2.3): privacy, the affiliate program and the copyright line. */
export function Footer() {
  return (
    <Flex
      as="footer"
      justify="space-between"
      align="center"
      gap="4"
      wrap="wrap"
      borderTopWidth="1px"
      pt="4"
      mt="10"
    >
      <Copyright />
      <HStack gap="5" fontSize="sm">
        <Link asChild color="fg.muted">
          <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
        </Link>
        <Link
          href={externalLinks.affiliateProgram}
          target="_blank"
          rel="noopener noreferrer"
          color="fg.muted"
        >
          Affiliate Program
        </Link>
      </HStack>
    </Flex>
  );
}
