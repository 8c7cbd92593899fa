import { Box, Button, Stack, Text } from "@chakra-ui/react";
import {
  ChartLine,
  CircleHelp,
  CreditCard,
  History,
  House,
  LogOut,
  type LucideIcon,
  Rocket,
  Settings,
  Shield,
  Shuffle,
  TextSearch,
} from "lucide-react";
import { NavLink } from "react-router-dom";
import { paths } from "../../config/paths";
import { useSignOut } from "../../lib/auth/use-sign-out";

type NavItem = { to: string; label: string; icon: LucideIcon };

/** Which links a layout shows: settings and the campaign screens only where an account is connected. */
export type NavVariant = "main" | "onboarding" | "billing";

const itemsFor = (variant: NavVariant): NavItem[] => {
  const home = { to: paths.home, label: "Home", icon: House };
  const support = [
    { to: paths.help, label: "Help", icon: CircleHelp },
    { to: paths.privacy, label: "Privacy", icon: Shield },
  ];
  const settings = { to: paths.settings, label: "Settings", icon: Settings };
  if (variant === "billing")
    return [{ to: paths.home, label: "Subscriptions", icon: CreditCard }, ...support];
  if (variant === "onboarding") return [home, settings, ...support];
  return [
    home,
    { to: paths.quickLaunch, label: "Quick Launch", icon: Rocket },
    { to: paths.migratedCampaigns, label: "Migrated Campaigns", icon: Shuffle },
    { to: paths.searchTerms, label: "Search Terms", icon: TextSearch },
    { to: paths.analytics, label: "Analytics", icon: ChartLine },
    { to: paths.changes, label: "Changes", icon: History },
    settings,
    ...support,
  ];
};

type NavLinksProps = {
  variant: NavVariant;
  /** After a link is followed (the phone menu closes). */
  onNavigate?: () => void;
};

/** The layout's links, the current one highlighted. */
export function NavLinks({ variant, onNavigate }: NavLinksProps) {
  return (
    <Stack gap="1" flex="1">
      {itemsFor(variant).map((item) => (
        <NavLink key={item.label} to={item.to} end={item.to === paths.home} onClick={onNavigate}>
          {({ isActive }) => (
            <Box
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              fontWeight="medium"
              fontSize="sm"
              color={isActive ? "blue.fg" : "fg.muted"}
              bg={isActive ? "blue.subtle" : "transparent"}
              _hover={{ bg: isActive ? "blue.subtle" : "bg.muted", color: isActive ? "blue.fg" : "fg" }}
            >
              <item.icon size={18} />
              <Text>{item.label}</Text>
            </Box>
          )}
        </NavLink>
      ))}
    </Stack>
  );
}

export function LogOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="ghost" justifyContent="flex-start" color="fg.muted" size="sm" onClick={signOut}>
      <LogOut size={18} /> Log out
    </Button>
  );
}
