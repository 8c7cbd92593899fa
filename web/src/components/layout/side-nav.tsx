import { Box, Stack } from "@chakra-ui/react";
import { Logo } from "./logo";
import { LogOutButton, NavLinks, type NavVariant } from "./nav-links";

/** The navigation column beside every signed-in page, from the md breakpoint up. */
export function SideNav({ variant }: { variant: NavVariant }) {
  return (
    <Stack
      as="nav"
      aria-label="Main navigation"
      width="240px"
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.panel"
      px="3"
      py="5"
      gap="6"
      position="sticky"
      top="0"
      height="100vh"
      hideBelow="md"
    >
      <Box px="3">
        <Logo />
      </Box>
      <NavLinks variant={variant} />
      <LogOutButton />
    </Stack>
  );
}
