import { Box, Button, Card, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** The content to protect; a render error inside it shows the fallback instead of a blank page. */
  children: ReactNode;
  /** Called once per caught error, for logging or reporting. */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches render errors in part of a page and shows 'Something went wrong' with the details and a
 * 'Reload Page' button. Route-level failures (404, loader errors) go to the router's error page instead.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error('Render error caught by ErrorBoundary', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box p="4">
        <Card size="3" role="alert" style={{ maxWidth: 640, margin: '0 auto' }}>
          <Flex direction="column" gap="3" align="start">
            <Heading as="h2" size="5">
              Something went wrong
            </Heading>
            <details style={{ width: '100%' }}>
              <Text as="span" size="2" color="gray" asChild>
                <summary>Error details</summary>
              </Text>
              <Box mt="2">
                <Code
                  size="2"
                  variant="soft"
                  color="red"
                  style={{ whiteSpace: 'pre-wrap', display: 'block' }}
                >
                  {error.name}: {error.message}
                </Code>
              </Box>
            </details>
            <Button type="button" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          </Flex>
        </Card>
      </Box>
    );
  }
}
