import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FocusKeeper } from './focus-keeper';

// jsdom lays nothing out: every element counts as shown here.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => vi.restoreAllMocks());

/** A payment card whose move is replaced by the next one, or by none, as the escrow moves on. */
function Moves({ next }: { next: 'deliver' | 'none' }) {
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <main>
      <h1>Pallet movers</h1>
      <a href="/dashboard">Dashboard</a>
      <section aria-labelledby="payment-title">
        <h2 id="payment-title">Payment</h2>
        <div>
          {!started && (
            <button type="button" onClick={() => setStarted(true)}>
              Start Order
            </button>
          )}
          {started && next === 'deliver' && <button type="button">Mark as Delivered</button>}
          <button type="button" disabled={busy} onClick={() => setBusy(true)}>
            Release Funds
          </button>
        </div>
      </section>
    </main>
  );
}

/** A proposal accepted in a dialog: the dialog closes and its opener goes with the accepted proposal. */
function WithDialog() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <main>
      <h1>Workflow</h1>
      <section aria-labelledby="proposals-title">
        <h2 id="proposals-title">Proposals</h2>
        {!done && (
          <button type="button" onClick={() => setOpen(true)}>
            Accept proposal
          </button>
        )}
      </section>
      {open && (
        <div role="alertdialog" aria-label="Accept this proposal?" tabIndex={-1}>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setDone(true);
            }}
          >
            Accept
          </button>
        </div>
      )}
    </main>
  );
}

/**
 * Does what Chrome does when the focused control goes away or is disabled by `act`: a focusout to nowhere
 * (fired while the control is still on the page), then the focus on `body`.
 */
function loseFocus(element: HTMLElement, change: () => void) {
  element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  element.blur();
  act(change);
}

describe('FocusKeeper', () => {
  it("puts the focus on the next control left in the removed one's place, not on body", async () => {
    render(
      <>
        <FocusKeeper />
        <Moves next="deliver" />
      </>,
    );
    const start = screen.getByRole('button', { name: 'Start Order' });
    act(() => start.focus());
    loseFocus(start, () => start.click());
    expect(start.isConnected).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark as Delivered' })),
    );
  });

  it('puts the focus on the heading of its region when the control that held it is disabled', async () => {
    render(
      <>
        <FocusKeeper />
        <Moves next="none" />
      </>,
    );
    const start = screen.getByRole('button', { name: 'Start Order' });
    const release = screen.getByRole('button', { name: 'Release Funds' });
    act(() => start.click());
    act(() => release.focus());
    loseFocus(release, () => release.click());
    expect((release as HTMLButtonElement).disabled).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Payment' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus alone when it moved somewhere or the control is still there (a click on the background)', async () => {
    render(
      <>
        <FocusKeeper />
        <Moves next="none" />
      </>,
    );
    const start = screen.getByRole('button', { name: 'Start Order' });
    act(() => start.focus());
    loseFocus(start, () => {});
    // Two tasks later nothing took the focus back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the focus to what opened a dialog that closed along with the control that held it', async () => {
    render(
      <>
        <FocusKeeper />
        <WithDialog />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Accept proposal' });
    act(() => opener.focus());
    act(() => opener.click());
    const confirm = screen.getByRole('button', { name: 'Accept' });
    act(() => confirm.focus());
    loseFocus(confirm, () => confirm.click());
    // The opener went too: the heading of the region it was in.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Proposals' })),
    );
  });
});
