import { Card, Heading, Link, Skeleton, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { useSearchTermList } from "../api/search-term-list-query";
import { WASTED_SPEND_FILTERS, wastedSpendPath, wastedSpendText } from "../lib/term-list-texts";

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
