import { Button, CheckboxGroup, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { type DisputeReason, disputeReasonValues } from '@robomarket/api-client/enums';
import { openDisputeRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { DISPUTE_REASONS } from '../../views/dispute-view';

/** What the buyer sends: the contract's OpenDisputeRequest. */
export interface DisputeFormValues {
  reason: DisputeReason;
  /** What is wrong, trimmed; 1 to 5,000 characters. */
  description: string;
  /** The chosen documents of the workflow, as evidence. */
  evidenceDocumentIds: string[];
}

/** A document of the workflow the buyer may choose as evidence. */
export interface EvidenceDocument {
  id: string;
  /** The file's name as the documents list shows it. */
  name: string;
}

export interface DisputeFormProps {
  /** Documents of the workflow the seller can read; the buyer ticks the ones that prove the problem. */
  documents: ReadonlyArray<EvidenceDocument>;
  /** Opens the dispute; reject to keep the form (and what was typed) with the failure's message. */
  onSubmit: (values: DisputeFormValues) => Promise<unknown>;
  /** Shown as 'Cancel' next to the submit button when given. */
  onCancel?: () => void;
}

/** The failure shown when the server gives no reason. */
export const DISPUTE_FAILED = 'Failed to open the dispute. Please try again.';

const DESCRIPTION_MAX = openDisputeRequestLimits.description.maxLength;

/**
 * The buyer's dispute about a started order (DESIGN.md §5): a reason, what is wrong, and documents of the
 * workflow as evidence. The funds stay held while the dispute is open; the seller answers it.
 */
export function DisputeForm({ documents, onSubmit, onCancel }: DisputeFormProps) {
  const id = useId();
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [description, setDescription] = useState('');
  const [evidence, setEvidence] = useState<string[]>([]);
  const [problems, setProblems] = useState<{ reason?: string; description?: string }>({});
  const { busy, error, run } = useAsyncSubmit({ fallbackError: DISPUTE_FAILED });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = description.trim();
    const found = {
      reason: reason === '' ? 'Please choose a reason' : undefined,
      description:
        text === ''
          ? 'Please describe what is wrong'
          : text.length > DESCRIPTION_MAX
            ? `Please keep the description to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`
            : undefined,
    };
    setProblems(found);
    if (reason === '' || found.description) {
      const first = reason === '' ? `${id}-reason` : `${id}-description`;
      event.currentTarget
        .querySelector<HTMLElement>(`#${CSS.escape(first)} button, #${CSS.escape(first)}`)
        ?.focus();
      return;
    }
    void run(() => onSubmit({ reason, description: text, evidenceDocumentIds: evidence }));
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-label="Open a dispute">
      <Flex direction="column" gap="3">
        {error && <FormErrorCallout message={error} />}
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id={`${id}-reason-label`}>
            Reason
          </Text>
          <RadioGroup.Root
            id={`${id}-reason`}
            name="reason"
            aria-labelledby={`${id}-reason-label`}
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? `${id}-reason-problem` : undefined}
            value={reason}
            onValueChange={(value) => {
              setReason(value as DisputeReason);
              setProblems((previous) => ({ ...previous, reason: undefined }));
            }}
          >
            {disputeReasonValues.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                {DISPUTE_REASONS[value]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {problems.reason && (
            <Text id={`${id}-reason-problem`} size="1" color="red">
              {problems.reason}
            </Text>
          )}
        </Flex>
        <FormField id={`${id}-description`} label="What is wrong" problem={problems.description}>
          {(control) => (
            <TextArea
              {...control}
              name="description"
              rows={4}
              maxLength={DESCRIPTION_MAX}
              required
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                setProblems((previous) => ({ ...previous, description: undefined }));
              }}
            />
          )}
        </FormField>
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id={`${id}-evidence-label`}>
            Evidence (documents of this order)
          </Text>
          {documents.length === 0 ? (
            <Text size="2" color="gray">
              No documents yet. Upload photos or reports in the messages first to attach them as evidence.
            </Text>
          ) : (
            <CheckboxGroup.Root
              name="evidence"
              aria-labelledby={`${id}-evidence-label`}
              value={evidence}
              onValueChange={setEvidence}
            >
              {documents.map((document) => (
                <CheckboxGroup.Item key={document.id} value={document.id}>
                  {document.name}
                </CheckboxGroup.Item>
              ))}
            </CheckboxGroup.Root>
          )}
        </Flex>
        <Flex gap="3" justify="end">
          {onCancel && (
            <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Opening dispute...' : 'Open Dispute'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
