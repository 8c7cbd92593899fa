import { Box, Flex, Heading, HStack, Link, Stack } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ColorModeButton } from "../ui/color-mode";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { usePageSlots } from "./page-slots";
import { UserMenu } from "./user-menu";

export type PageProps = {
  title: string;
  breadcrumbs?: Crumb[];
  back?: { to: string; label: string };
  /** Right of the title: the account picker and page actions. */
  actions?: ReactNode;
  /** The Amazon account and profile dropdown (AppLayout's `accountPicker`); shown only while accounts exist. */
  accountPicker?: boolean;
  children: ReactNode;
};

/** A signed-in screen: header (back link, title, breadcrumb, actions, user menu) over its content. */
export function Page({ title, breadcrumbs = [], back, actions, accountPicker = true, children }: PageProps) {
  const slots = usePageSlots();
  return (
    <Stack gap="6" flex="1" width="full">
      <Flex as="header" gap="4" align="flex-start" justify="space-between" wrap="wrap">
        <Stack gap="1.5" minWidth="0">
          {back && (
            <Link
              asChild
              fontSize="sm"
              color="fg.muted"
              _hover={{ color: "fg" }}
              width="fit-content"
              aria-label={`Back to ${back.label}`}
            >
              <RouterLink to={back.to}>
                <ArrowLeft size={14} /> {back.label}
              </RouterLink>
            </Link>
          )}
          <Heading as="h1" size="2xl" letterSpacing="-0.02em">
            {title}
          </Heading>
          <Breadcrumbs items={breadcrumbs} />
        </Stack>
        <HStack gap="2" wrap="wrap">
          {actions}
          {accountPicker && slots.accountPicker}
          {slots.notifications}
          <ColorModeButton />
          <UserMenu />
        </HStack>
      </Flex>
      <Box as="section" flex="1">
        {children}
      </Box>
    </Stack>
  );
}
