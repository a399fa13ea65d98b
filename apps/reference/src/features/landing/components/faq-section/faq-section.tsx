import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import { Accordion } from 'radix-ui';
import { faqs } from '../../landing-content';
import { LandingSection } from '../landing-section';

/** Frequently asked questions as an accordion (Radix primitive; Radix Themes has none), one open at a time. */
export function FaqSection() {
  return (
    <LandingSection
      id="faq"
      size="2"
      interactive
      header={{
        eyebrow: 'FAQ',
        title: 'Questions, answered',
        description: 'Still wondering? Join the waitlist and ask us directly; we read every reply.',
      }}
    >
      <Accordion.Root type="single" collapsible className="faq">
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.question} value={`faq-${index}`} className="faq__item">
            <Accordion.Header asChild>
              <h3 className="faq__header">
                <Accordion.Trigger className="faq__trigger">
                  <span>{faq.question}</span>
                  <ChevronDownIcon aria-hidden className="faq__chevron" width={18} height={18} />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="faq__content">
              <Text as="p" size="3" color="gray">
                {faq.answer}
              </Text>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </LandingSection>
  );
}
