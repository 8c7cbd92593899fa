import { CloseButton, Drawer, Flex, IconButton, Portal, Stack } from "@chakra-ui/react";
import { Menu } from "lucide-react";
import { useState } from "react";
import { Logo } from "./logo";
import { LogOutButton, NavLinks, type NavVariant } from "./nav-links";

/** Below the md breakpoint: a top bar whose menu button opens the same links in a drawer. */
export function MobileNav({ variant }: { variant: NavVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <Flex
      hideFrom="md"
      align="center"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
        <Drawer.Trigger asChild>
          <IconButton aria-label="Open the menu" variant="ghost" size="sm">
            <Menu />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title asChild>
                  <div>
                    <Logo />
                  </div>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="3">
                <Stack as="nav" aria-label="Main navigation" gap="6" height="full">
                  <NavLinks variant={variant} onNavigate={() => setOpen(false)} />
                  <LogOutButton />
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Logo />
    </Flex>
  );
}
