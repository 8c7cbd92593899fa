import { HStack, Image, Link } from "@chakra-ui/react";

type Props = { asin: string; url: string | null; thumbnail: string | null };

/** An ASIN with its thumbnail, linking to the product page. */
export function ProductCell({ asin, url, thumbnail }: Props) {
  return (
    <HStack gap="2">
      {thumbnail && <Image src={thumbnail} alt="" boxSize="8" borderRadius="sm" objectFit="cover" />}
      {url ? (
        <Link href={url} target="_blank" rel="noreferrer" color="blue.fg">
          {asin}
        </Link>
      ) : (
        asin
      )}
    </HStack>
  );
}
