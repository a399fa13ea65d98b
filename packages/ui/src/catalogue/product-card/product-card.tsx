import { ImageIcon } from '@radix-ui/react-icons';
import { AspectRatio, Badge, Card, Flex, Heading, Inset, Link, Text } from '@radix-ui/themes';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { plainLink } from '../../internal/plain-link';
import { PriceText } from '../../primitives/price-text';
import {
  CATEGORY_COLORS,
  categoryLabel,
  conditionLabel,
  type ProductLink,
  type ProductView,
  productHref,
  sellerProductsHref,
} from '../../views/product-view';
import { SalePrice } from './sale-price';

export interface ProductCardProps {
  /** The product to show. */
  product: ProductView;
  /**
   * Renders the link on the product's name, e.g. `({ href, children }) => <Link to={href}>{children}</Link>`
   * with React Router. It must forward `className` and `ref`. Defaults to a plain `<a href>`.
   */
  renderLink?: (link: ProductLink) => ReactElement;
  /** The heading level of the product's name, one below the heading of the list around it; defaults to h3. */
  headingAs?: 'h2' | 'h3' | 'h4';
}

// Radix Text truncates to one line only; a description is clamped to a few.
function clampLines(lines: number): CSSProperties {
  return { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' };
}

/**
 * A product in the catalogue (product-spec §2 Product list): the first image (or a placeholder), category,
 * name linking to the product's page, description, the seller linking to their products, price (on sale:
 * the "was" price struck through and the saving) and condition.
 */
export function ProductCard({ product, renderLink = plainLink, headingAs = 'h3' }: ProductCardProps) {
  const nameId = useId();

  // The name is the one link, so that keyboard and screen-reader users meet a short, clear link once; a
  // pointer may click anywhere on the card, which follows that same link. Selecting text does not.
  function followLink(event: MouseEvent<HTMLElement>) {
    const target = event.target as Element;
    if (target.closest('a, button') || window.getSelection()?.toString()) return;
    event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
  }

  return (
    <Card size="2" asChild style={{ height: '100%', cursor: 'pointer' }}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users have the link on the name. */}
      <article aria-labelledby={nameId} onClick={followLink} className="rm-RevealOnFocus">
        <ProductCardBody
          product={product}
          renderLink={renderLink}
          headingAs={headingAs}
          nameId={nameId}
          descriptionLines={3}
        >
          {product.seller_name && product.seller_id && (
            <Text as="p" size="2" color="gray">
              Sold by{' '}
              <Link asChild underline="always">
                {renderLink({ href: sellerProductsHref(product.seller_id), children: product.seller_name })}
              </Link>
            </Text>
          )}
          <Flex justify="between" align="end" gap="2" mt="auto" pt="1" wrap="wrap">
            {product.compare_at_price ? (
              <SalePrice
                price={product.price}
                compareAt={product.compare_at_price}
                currency={product.currency}
              />
            ) : (
              <PriceText price={product.price} currency={product.currency} size="4" />
            )}
            <Text size="2" color="gray">
              {conditionLabel(product.condition)}
            </Text>
          </Flex>
        </ProductCardBody>
      </article>
    </Card>
  );
}

interface ProductCardBodyProps {
  /** The product to show. */
  product: ProductView;
  /** Renders the link on the product's name; see ProductCardProps. */
  renderLink: (link: ProductLink) => ReactElement;
  /** The heading level of the product's name. */
  headingAs: 'h2' | 'h3' | 'h4';
  /** The id of the name's heading, which labels the card. */
  nameId: string;
  /** Width over height of the image; defaults to 4:3. */
  imageRatio?: number;
  /** How many lines of the description show. */
  descriptionLines: number;
  /** What follows the description: price, condition, actions. */
  children: ReactNode;
}

/**
 * What every product card shows, top to bottom: image, category, name linking to the product's page and
 * description, then `children`. Shared by the catalogue's card and the dealer's own cards in My Products.
 */
export function ProductCardBody({
  product,
  renderLink,
  headingAs,
  nameId,
  imageRatio,
  descriptionLines,
  children,
}: ProductCardBodyProps) {
  return (
    <Flex direction="column" gap="2" height="100%">
      <Inset clip="padding-box" side="top" pb="current">
        <ProductImage src={product.images[0]} alt={product.name} ratio={imageRatio} />
      </Inset>
      <Flex>
        <Badge color={CATEGORY_COLORS[product.category] ?? 'gray'} variant="soft" highContrast>
          {categoryLabel(product.category)}
        </Badge>
      </Flex>
      {/* A long name is cut after two lines with an ellipsis: whole on hover (title) and when the card
          holds the focus (styles.css, .rm-RevealOnFocus); assistive technology always reads it whole. */}
      <Heading as={headingAs} size="4" id={nameId} className="rm-LineClamp" title={product.name}>
        <Link asChild highContrast underline="hover">
          {renderLink({ href: productHref(product.id), children: product.name })}
        </Link>
      </Heading>
      <Text as="p" size="2" color="gray" style={clampLines(descriptionLines)}>
        {product.description}
      </Text>
      {children}
    </Flex>
  );
}

interface ProductImageProps {
  /** The image URL; none shows the placeholder. */
  src: string | undefined;
  /** The image's text alternative, usually the product's name. */
  alt: string;
  /** Width over height; defaults to 4:3. */
  ratio?: number;
  /** What the placeholder is called for assistive technology. */
  placeholderLabel?: string;
}

/** A product picture cropped to `ratio`, or the 'No image' placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, ratio = 4 / 3, placeholderLabel = 'No image' }: ProductImageProps) {
  // Keyed by URL, so that a new URL gets a fresh chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  return (
    <AspectRatio ratio={ratio}>
      {showImage ? (
        <img
          src={src}
          alt={alt}
          onError={() => setFailedSrc(src)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImagePlaceholder label={placeholderLabel} />
      )}
    </AspectRatio>
  );
}

/** A neutral panel with an image icon, named `label` for assistive technology. */
export function ImagePlaceholder({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Flex
      role="img"
      aria-label={label}
      direction="column"
      align="center"
      justify="center"
      gap="2"
      width="100%"
      height="100%"
      style={{ backgroundColor: 'var(--gray-a3)', color: 'var(--gray-a11)' }}
    >
      <ImageIcon width="32" height="32" aria-hidden />
      {children}
    </Flex>
  );
}
