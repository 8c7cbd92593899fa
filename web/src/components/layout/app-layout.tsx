import { Flex, Stack } from "@chakra-ui/react";
import { type ReactNode, useMemo } from "react";
import { Outlet } from "react-router-dom";
import { Footer } from "./footer";
import { MobileNav } from "./mobile-nav";
import type { NavVariant } from "./nav-links";
import { PageSlotsContext } from "./page-slots";
import { SideNav } from "./side-nav";

type AppLayoutProps = {
  variant: NavVariant;
  banner?: ReactNode;
  /** The Amazon account and profile dropdown each page's header shows (see Page's `accountPicker`). */
  accountPicker?: ReactNode;
  /** The notification centre's bell each page's header shows. */
  notifications?: ReactNode;
};

/** The signed-in frame: side navigation (a menu bar on phones), a banner if any, the routed page, the footer. */
export function AppLayout({ variant, banner, accountPicker, notifications }: AppLayoutProps) {
  const slots = useMemo(() => ({ accountPicker, notifications }), [accountPicker, notifications]);
  return (
    <PageSlotsContext.Provider value={slots}>
      <Flex minHeight="100vh" direction={{ base: "column", md: "row" }}>
        <SideNav variant={variant} />
        <MobileNav variant={variant} />
        {/* The bottom padding keeps the footer clear of the floating chat button. */}
        <Stack as="main" flex="1" minWidth="0" px={{ base: "4", md: "8" }} pt="6" pb="20" gap="0">
          {banner}
          <Outlet />
          <Footer />
        </Stack>
      </Flex>
    </PageSlotsContext.Provider>
  );
}
