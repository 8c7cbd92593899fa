import { Flex, Stack } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { Footer } from "./footer";
import { type NavVariant, SideNav } from "./side-nav";

/** The signed-in frame: side navigation, the routed page, the footer. */
export function AppLayout({ variant }: { variant: NavVariant }) {
  return (
    <Flex minHeight="100vh">
      <SideNav variant={variant} />
      <Stack as="main" flex="1" minWidth="0" px={{ base: "4", md: "8" }} py="6" gap="0">
        <Outlet />
        <Footer />
      </Stack>
    </Flex>
  );
}
