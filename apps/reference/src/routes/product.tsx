import { Container, Section } from '@radix-ui/themes';
import { useParams } from 'react-router';
import { ProductPage } from '../features/products';

/** Route /product/:id (protected, product-spec §2 Product display). */
export function ProductRoute() {
  const { id = '' } = useParams();
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        {/* Keyed by id: another product starts from its own loading state, not the last one's. */}
        <ProductPage key={id} productId={id} />
      </Container>
    </Section>
  );
}
