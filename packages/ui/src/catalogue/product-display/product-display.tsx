import { ChatBubbleIcon } from '@radix-ui/react-icons';
import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Link,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { type ReactElement, useId, useState } from 'react';
import { plainLink } from '../../internal/plain-link';
import { PageMessage } from '../../primitives/page-message';
import { PriceText } from '../../primitives/price-text';
import {
  CATEGORY_COLORS,
  categoryLabel,
  conditionLabel,
  type ProductLink,
  type ProductView,
  sellerProductsHref,
} from '../../views/product-view';
import { ImagePlaceholder, ProductImage, SalePrice } from '../product-card';
import type { ProductListStatus } from '../product-list';

/** Where the not-found page leads back to, e.g. `{ label: 'Back to My Products', href: '/business/products' }`. */
export interface ProductDisplayBackLink {
  /** The link's words. */
  label: string;
  /** Where it leads. */
  href: string;
}

/** The sentence under 'Product not found'. */
export const PRODUCT_NOT_FOUND_TEXT = "This product doesn't exist or was removed.";

export interface ProductDisplayProps {
  /** The product once `status` is 'ready'; null or none then means 'Product not found'. */
  product?: ProductView | null;
  /** Loading shows skeletons, error shows 'Failed to load product' with 'Try Again', ready shows the product. */
  status: ProductListStatus;
  /** Why loading failed, one sentence for people shown under 'Failed to load product' (see describeFailure). */
  error?: string;
  /** Called by 'Try Again' after a failure; without it no button is offered. */
  onRetry?: () => void;
  /** The way back offered under 'Product not found' (a seller's My Products, everyone else's Home). */
  backLink?: ProductDisplayBackLink;
  /** Renders the back link and the seller's link, e.g. with React Router's Link; defaults to a plain `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
  /** Called by 'Make an Offer'. */
  onMakeOffer?: (product: ProductView) => void;
  /** Whether 'Make an Offer' is offered: false for the product's own seller. Defaults to true. */
  canMakeOffer?: boolean;
  /** Called by 'Contact Seller'. */
  onContactSeller?: (product: ProductView) => void;
  /** Whether 'Contact Seller' is offered: false for the product's own seller. Defaults to true. */
  canContactSeller?: boolean;
}

/** The body of a product's page (product-spec §2 Product display): gallery, details and specifications. */
export function ProductDisplay({
  product,
  status,
  error,
  onRetry,
  backLink,
  renderLink = plainLink,
  onMakeOffer,
  canMakeOffer = true,
  onContactSeller,
  canContactSeller = true,
}: ProductDisplayProps) {
  if (status === 'loading') return <LoadingState />;
  if (status === 'error') {
    const detail = error?.trim();
    // A heading and one sentence, not "Failed to load product: Something went wrong…" run together.
    return (
      <PageMessage
        alert
        title="Failed to load product"
        text={detail && detail !== 'Failed to load product' ? detail : 'Try again in a moment.'}
      >
        {onRetry && (
          <Button variant="soft" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </PageMessage>
    );
  }
  if (!product)
    return (
      <PageMessage title="Product not found" text={PRODUCT_NOT_FOUND_TEXT}>
        {backLink && (
          <Button asChild variant="soft">
            {renderLink({ href: backLink.href, children: backLink.label })}
          </Button>
        )}
      </PageMessage>
    );
  return (
    <ProductDetails
      // A new product starts at its first image.
      key={product.id}
      product={product}
      renderLink={renderLink}
      onMakeOffer={onMakeOffer}
      canMakeOffer={canMakeOffer}
      onContactSeller={onContactSeller}
      canContactSeller={canContactSeller}
    />
  );
}

interface ProductDetailsProps {
  product: ProductView;
  renderLink: (link: ProductLink) => ReactElement;
  onMakeOffer: ProductDisplayProps['onMakeOffer'];
  canMakeOffer: boolean;
  onContactSeller: ProductDisplayProps['onContactSeller'];
  canContactSeller: boolean;
}

function ProductDetails({
  product,
  renderLink,
  onMakeOffer,
  canMakeOffer,
  onContactSeller,
  canContactSeller,
}: ProductDetailsProps) {
  const nameId = useId();
  const specsId = useId();
  const specifications = Object.entries(product.specifications);
  return (
    <Flex direction="column" gap="6" asChild>
      <article aria-labelledby={nameId}>
        <Grid columns={{ initial: '1', md: '2' }} gap="6" align="start">
          <Gallery images={product.images} name={product.name} />
          <Flex direction="column" gap="4">
            <Flex gap="2" wrap="wrap">
              <Badge size="2" color={CATEGORY_COLORS[product.category] ?? 'gray'} variant="soft" highContrast>
                {categoryLabel(product.category)}
              </Badge>
              <Badge size="2" color="gray" variant="outline" highContrast>
                <VisuallyHidden>Condition: </VisuallyHidden>
                {conditionLabel(product.condition)}
              </Badge>
            </Flex>
            <Heading as="h1" size="8" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Heading>
            {product.seller_name && product.seller_id && (
              <Text as="p" size="3" color="gray">
                Sold by{' '}
                <Link asChild underline="always">
                  {renderLink({ href: sellerProductsHref(product.seller_id), children: product.seller_name })}
                </Link>
              </Text>
            )}
            {product.compare_at_price ? (
              <SalePrice
                price={product.price}
                compareAt={product.compare_at_price}
                currency={product.currency}
                size="7"
              />
            ) : (
              <PriceText price={product.price} currency={product.currency} size="7" />
            )}
            <Flex gap="3" wrap="wrap">
              {canMakeOffer && (
                <Button size="3" onClick={() => onMakeOffer?.(product)}>
                  Make an Offer
                </Button>
              )}
              {canContactSeller && (
                <Button size="3" variant="soft" onClick={() => onContactSeller?.(product)}>
                  <ChatBubbleIcon aria-hidden />
                  Contact Seller
                </Button>
              )}
            </Flex>
            <Box>
              <Heading as="h2" size="4" mb="2">
                Description
              </Heading>
              {/* Sellers write paragraphs and lists with line breaks; keep them. */}
              <Text as="p" style={{ whiteSpace: 'pre-line' }}>
                {product.description}
              </Text>
            </Box>
          </Flex>
        </Grid>
        {specifications.length > 0 && (
          <section aria-labelledby={specsId}>
            <Heading as="h2" size="5" mb="3" id={specsId}>
              Specifications
            </Heading>
            <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="3" asChild>
              <dl style={{ margin: 0 }}>
                {specifications.map(([name, value]) => (
                  <Card key={name} asChild>
                    <div>
                      <Text as="div" size="1" color="gray" weight="medium" asChild>
                        <dt>{name}</dt>
                      </Text>
                      <Text as="div" size="3" asChild>
                        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
                      </Text>
                    </div>
                  </Card>
                ))}
              </dl>
            </Grid>
          </section>
        )}
      </article>
    </Flex>
  );
}

/** The selected image large, and a thumbnail button per image that selects it. */
function Gallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  if (images.length === 0) {
    return (
      <Card size="1">
        <AspectRatio ratio={4 / 3}>
          <ImagePlaceholder label="No images available">
            <Text size="2" aria-hidden>
              No images available
            </Text>
          </ImagePlaceholder>
        </AspectRatio>
      </Card>
    );
  }
  const current = Math.min(selected, images.length - 1);
  return (
    <Flex direction="column" gap="3">
      <Card size="1" style={{ padding: 0, overflow: 'hidden' }}>
        <ProductImage
          src={images[current]}
          alt={images.length > 1 ? `${name}, image ${current + 1} of ${images.length}` : name}
          placeholderLabel="Image not available"
        />
      </Card>
      {images.length > 1 && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Product images">
          {images.map((src, index) => (
            <Thumbnail
              // Two identical URLs are still two thumbnails.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is the product's, in its order.
              key={index}
              src={src}
              label={`Show image ${index + 1} of ${images.length}`}
              selected={index === current}
              onSelect={() => setSelected(index)}
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}

interface ThumbnailProps {
  src: string;
  label: string;
  selected: boolean;
  onSelect: () => void;
}

function Thumbnail({ src, label, selected, onSelect }: ThumbnailProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      onClick={onSelect}
      style={{
        width: 72,
        padding: 0,
        border: 0,
        borderRadius: 'var(--radius-2)',
        overflow: 'hidden',
        cursor: 'pointer',
        background: 'none',
        // The accent ring marks the shown image; the others stay plain.
        outline: selected ? '2px solid var(--accent-9)' : '1px solid var(--gray-a6)',
        outlineOffset: selected ? 2 : 0,
      }}
    >
      <ProductImage src={src} alt="" />
    </button>
  );
}

function LoadingState() {
  return (
    <Flex direction="column" gap="4">
      <Text role="status" color="gray">
        Loading product...
      </Text>
      <Grid columns={{ initial: '1', md: '2' }} gap="6" aria-hidden>
        <AspectRatio ratio={4 / 3}>
          <Skeleton width="100%" height="100%" />
        </AspectRatio>
        <Flex direction="column" gap="4">
          <Skeleton width="120px" height="24px" />
          <Skeleton width="70%" height="40px" />
          <Skeleton width="160px" height="32px" />
          <Skeleton width="100%" height="16px" />
          <Skeleton width="90%" height="16px" />
        </Flex>
      </Grid>
    </Flex>
  );
}
