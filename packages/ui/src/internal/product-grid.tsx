import { AspectRatio, Card, Flex, Grid, Inset, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One to three columns, by viewport width. */
const COLUMNS = { initial: '1', sm: '2', md: '3' } as const;

/** A responsive list laid out as a grid; list semantics stay for screen readers despite `list-style: none`. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <Grid columns={COLUMNS} gap="4" asChild>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics once list-style is none. */}
      <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children}
      </ul>
    </Grid>
  );
}

/** Skeleton cards shaped like the real ones, and `label` announced as a status. */
export function LoadingGrid({ label }: { label: string }) {
  return (
    <Flex direction="column" gap="4">
      <Text role="status" color="gray">
        {label}
      </Text>
      <Grid columns={COLUMNS} gap="4" aria-hidden>
        {[0, 1, 2].map((card) => (
          <Card key={card} size="2">
            <Flex direction="column" gap="3">
              <Inset clip="padding-box" side="top" pb="current">
                <AspectRatio ratio={4 / 3}>
                  <Skeleton width="100%" height="100%" />
                </AspectRatio>
              </Inset>
              <Skeleton width="72px" height="20px" />
              <Skeleton width="70%" height="22px" />
              <Skeleton width="100%" height="14px" />
              <Skeleton width="85%" height="14px" />
              <Skeleton width="96px" height="22px" />
            </Flex>
          </Card>
        ))}
      </Grid>
    </Flex>
  );
}
