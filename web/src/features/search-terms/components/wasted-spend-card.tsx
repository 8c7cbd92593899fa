import { Card, Heading, Link, Skeleton, Text } from "@chakra-ui/react";
import { WASTED_SPEND_MIN_CLICKS } from "@contracts/search-terms/profile-search-terms.schemas";
import { ArrowRight } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useSearchTermList } from "../api/search-term-list-query";
import { WASTED_SPEND_FILTERS } from "../api/use-term-filters";

/** The search-term list with the wasted spend preset, as the dashboard links to it. */
export const wastedSpendPath = `${paths.searchTerms}?${new URLSearchParams(WASTED_SPEND_FILTERS as Record<string, string>)}`;

export const wastedSpendText = (count: number) =>
  count === 0
    ? `No search term has ${WASTED_SPEND_MIN_CLICKS} clicks or more without a sale in the last 7 days.`
    : `${count === 1 ? "1 search term has" : `${count} search terms have`} ${WASTED_SPEND_MIN_CLICKS} clicks or more without a sale in the last 7 days and ${count === 1 ? "is" : "are"} not negated yet.`;

/** The dashboard's card: how many terms the wasted spend preset finds, and a link to negate them. */
export function WastedSpendCard({ profileId }: { profileId: number }) {
  const list = useSearchTermList(profileId, {
    ...WASTED_SPEND_FILTERS,
    page: 1,
    limit: 10,
    sort: "spend",
    order: "desc",
  });
  return (
    <Card.Root size="sm" aria-label="Wasted spend">
      <Card.Header>
        <Heading size="md">Wasted spend</Heading>
      </Card.Header>
      <Card.Body>
        {list.data ? (
          <Text fontSize="sm">{wastedSpendText(list.data.total)}</Text>
        ) : (
          <Skeleton height="5" width="80%" />
        )}
      </Card.Body>
      <Card.Footer>
        <Link asChild fontSize="sm" fontWeight="semibold" color="blue.fg" letterSpacing="wide">
          <RouterLink to={wastedSpendPath} aria-label="See the search terms that spent without a sale">
            SEE THE SEARCH TERMS <ArrowRight size={14} />
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
