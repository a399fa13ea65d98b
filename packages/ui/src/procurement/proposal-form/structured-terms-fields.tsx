import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { FormField } from '../../internal/form-field';

/** The structured terms as the form edits them: numbers as typed, so a half-typed value is kept. */
export interface TermsDraft {
  deliveryWeeks: string;
  warrantyYears: string;
  trainingDays: string;
  slaResponseHours: string;
  paymentTerms: string;
  maintenanceIncluded: boolean;
  /** Which of the RFP's certifications the seller covers. */
  certifications: string[];
}

/** The whole-number terms: their control name, label and the contract's upper bound. */
export const NUMBER_TERMS = [
  { key: 'deliveryWeeks', label: 'Delivery (weeks)', max: 520 },
  { key: 'warrantyYears', label: 'Warranty (years)', max: 50 },
  { key: 'trainingDays', label: 'Training (days)', max: 365 },
  { key: 'slaResponseHours', label: 'Support response (hours)', max: 8760 },
] as const;

interface StructuredTermsFieldsProps {
  idPrefix: string;
  terms: TermsDraft;
  /** The RFP's required certifications, each offered as a checkbox. */
  rfpCertifications: ReadonlyArray<string>;
  problems: Record<string, string | undefined>;
  onChange: (change: Partial<TermsDraft>) => void;
}

/**
 * What the buyer compares proposals by, as the seller states it: delivery, warranty, training, support
 * response, payment terms, maintenance, and which of the RFP's certifications it covers.
 */
export function StructuredTermsFields({
  idPrefix,
  terms,
  rfpCertifications,
  problems,
  onChange,
}: StructuredTermsFieldsProps) {
  return (
    <Flex asChild direction="column" gap="3">
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text as="p" size="3" weight="bold" asChild>
          <legend>Terms for comparison</legend>
        </Text>
        <Text size="1" color="gray">
          The buyer compares proposals by these; they start at the usual terms, change them to what you offer.
        </Text>
        <Flex gap="3" wrap="wrap">
          {NUMBER_TERMS.map(({ key, label, max }) => (
            <FormField key={key} id={`${idPrefix}-${key}`} label={label} problem={problems[key]}>
              {(control) => (
                <TextField.Root
                  {...control}
                  name={key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  step={1}
                  required
                  value={terms[key]}
                  onChange={(event) => onChange({ [key]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </Flex>
        <FormField id={`${idPrefix}-paymentTerms`} label="Payment terms" problem={problems.paymentTerms}>
          {(control) => (
            <TextField.Root
              {...control}
              name="paymentTerms"
              required
              maxLength={200}
              placeholder="e.g. Net 30"
              value={terms.paymentTerms}
              onChange={(event) => onChange({ paymentTerms: event.target.value })}
            />
          )}
        </FormField>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox
              name="maintenanceIncluded"
              checked={terms.maintenanceIncluded}
              onCheckedChange={(checked) => onChange({ maintenanceIncluded: checked === true })}
            />
            Maintenance included
          </Flex>
        </Text>
        {rfpCertifications.length > 0 && (
          <Flex direction="column" gap="2" role="group" aria-label="Certifications covered">
            <Text size="2" weight="medium">
              Certifications covered
            </Text>
            {rfpCertifications.map((certification) => (
              <Text as="label" size="2" key={certification}>
                <Flex gap="2" align="center">
                  <Checkbox
                    checked={terms.certifications.includes(certification)}
                    onCheckedChange={(checked) =>
                      onChange({
                        certifications:
                          checked === true
                            ? [...terms.certifications, certification]
                            : terms.certifications.filter((item) => item !== certification),
                      })
                    }
                  />
                  {certification}
                </Flex>
              </Text>
            ))}
          </Flex>
        )}
      </fieldset>
    </Flex>
  );
}
