import { Box, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { Fragment, type ReactNode } from 'react';

/** One titled part of a policy. */
export interface PolicySection {
  /** The section's heading. */
  heading: string;
  /** Paragraphs of plain text; e-mail addresses in them become mail links. */
  paragraphs?: readonly string[];
  /** A bulleted list after the paragraphs. */
  items?: readonly string[];
}

/** A legal policy's text. */
export interface PolicyText {
  /** The policy's name, e.g. 'Terms of Service'. */
  title: string;
  /** The date line, e.g. 'Last Updated: June 15, 2023'. */
  lastUpdated: string;
  /** The opening paragraph. */
  summary: string;
  /** The policy's sections, in order. */
  sections: readonly PolicySection[];
}

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Text with each e-mail address as a mailto link. */
function withMailLinks(text: string): ReactNode {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(emailPattern)) {
    const start = match.index;
    if (start > at) nodes.push(<Fragment key={`text-${at}`}>{text.slice(at, start)}</Fragment>);
    nodes.push(
      <Link key={`mail-${start}`} href={`mailto:${match[0]}`} underline="always">
        {match[0]}
      </Link>,
    );
    at = start + match[0].length;
  }
  if (at < text.length) nodes.push(<Fragment key={`text-${at}`}>{text.slice(at)}</Fragment>);
  return nodes;
}

/** Props of {@link PolicyBody}. */
export interface PolicyBodyProps {
  /** The policy to show; its sections are h2, under the page's or the dialog's h1 title. */
  policy: PolicyText;
}

/** A policy's date line, summary and sections, for a dialog or a page. */
export function PolicyBody({ policy }: PolicyBodyProps) {
  return (
    <Flex direction="column" gap="4" className="rm-PolicyBody">
      <Text as="p" size="2" color="gray">
        {policy.lastUpdated}
      </Text>
      <Text as="p" size="3">
        {withMailLinks(policy.summary)}
      </Text>
      {policy.sections.map((section) => (
        <Box key={section.heading} asChild>
          <section>
            <Heading as="h2" size="4" mb="2">
              {section.heading}
            </Heading>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} as="p" size="2" mb="2">
                {withMailLinks(paragraph)}
              </Text>
            ))}
            {section.items === undefined ? null : (
              <ul className="rm-PolicyBody__list">
                {section.items.map((item) => (
                  <li key={item}>
                    <Text size="2">{withMailLinks(item)}</Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Box>
      ))}
    </Flex>
  );
}
