import { useEffect, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle, ThemeProvider } from '@mui/material';
import { TOAST } from '@36x/common';
import { theme } from '../../theme/theme';
import { ToastProvider } from './ToastProvider';
import { useToast } from './use-toast';
import type { ToastOptions } from './toast-context';

function Trigger({ options, label = 'show' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

function renderWith(ui: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>{ui}</ToastProvider>
    </ThemeProvider>,
  );
}

/** A back-office style dialog: a toast raised from inside it, optionally closing the dialog at the same time. */
function DialogWithToast({
  options,
  closeOnToast = false,
}: {
  options: ToastOptions;
  closeOnToast?: boolean;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open dialog</button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="dlg-title">
        <DialogTitle id="dlg-title">Edit Blog</DialogTitle>
        <DialogContent>
          <button
            onClick={() => {
              toast(options);
              if (closeOnToast) setOpen(false);
            }}
          >
            save
          </button>
          <button onClick={() => setOpen(false)}>cancel</button>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Lets MUI's enter/exit transitions finish. */
const settle = () => act(() => vi.advanceTimersByTime(1000));
/** Lets MutationObserver callbacks (microtasks) run, as the browser does after each task. */
const flush = () => act(async () => {});

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('when a default toast is shown, then title and description appear politely and it hides after 5000 ms', () => {
    renderWith(
      <Trigger
        options={{
          title: 'Message Sent Successfully',
          description: "Thank you for your message. We'll get back to you soon!",
        }}
      />,
    );
    fireEvent.click(screen.getByText('show'));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Message Sent Successfully');
    expect(toast).toHaveTextContent("Thank you for your message. We'll get back to you soon!");
    expect(toast).toHaveAttribute('data-variant', 'default');

    act(() => vi.advanceTimersByTime(TOAST.durationMs - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    settle();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a destructive toast is shown, then it is an assertive alert with the error variant', () => {
    renderWith(
      <Trigger
        options={{
          title: 'Error',
          description: 'There was an error sending your message. Please try again.',
          variant: 'destructive',
        }}
      />,
    );
    fireEvent.click(screen.getByText('show'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(alert).toHaveTextContent('There was an error sending your message. Please try again.');
  });

  it('when a second toast is shown, then it replaces the first (only one visible)', () => {
    renderWith(
      <>
        <Trigger label="first" options={{ title: 'First toast' }} />
        <Trigger label="second" options={{ title: 'Second toast' }} />
      </>,
    );
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('second'));
    settle();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(screen.getByText('Second toast')).toBeInTheDocument();
  });

  it('when a toast replaces one whose time runs out before the page re-renders, then the new one still shows', () => {
    // A toast raised after a request (not in a click) is rendered in a later task; the first toast's hide timer can
    // fire in between, and it must not close the one that replaced it (seen in the publishing journey).
    const captured: { api?: ReturnType<typeof useToast> } = {};
    function Capture() {
      const api = useToast();
      useEffect(() => {
        captured.api = api;
      }, [api]);
      return null;
    }
    renderWith(<Capture />);
    act(() => void captured.api!.toast({ title: 'Login Successful' }));
    act(() => vi.advanceTimersByTime(TOAST.durationMs - 1));
    act(() => {
      captured.api!.toast({ title: 'Post deleted successfully' });
      vi.advanceTimersByTime(2);
    });
    settle();
    expect(screen.getByText('Post deleted successfully')).toBeInTheDocument();
  });

  it('when the close button is pressed, then the toast goes away', () => {
    renderWith(<Trigger options={{ title: 'Closable' }} />);
    fireEvent.click(screen.getByText('show'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    settle();
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('when the action is pressed, then its handler runs and the toast closes', () => {
    const onRetry = vi.fn();
    renderWith(
      <Trigger options={{ title: 'Upload Failed', action: { label: 'Retry', onClick: onRetry } }} />,
    );
    fireEvent.click(screen.getByText('show'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    settle();
    expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();
  });

  it('when swiped right less than 50 px, then it stays; past 50 px, then it is dismissed', () => {
    renderWith(<Trigger options={{ title: 'Swipe me' }} />);
    fireEvent.click(screen.getByText('show'));
    const toast = screen.getByRole('status');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    settle();
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(toast, { clientX: 160, pointerId: 2 });
    fireEvent.pointerUp(toast, { clientX: 160, pointerId: 2 });
    settle();
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('when a toast is raised from inside an open dialog, then it is inside the dialog, not under aria-hidden', () => {
    renderWith(
      <DialogWithToast options={{ title: 'Error', description: 'Save failed', variant: 'destructive' }} />,
    );
    fireEvent.click(screen.getByText('open dialog'));
    settle();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByText('save'));
    // getByRole skips anything hidden from assistive tech (an aria-hidden ancestor included).
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Save failed');
    expect(alert.closest('[aria-hidden="true"]')).toBeNull();
    // Inside the element marked aria-modal, so screen readers that confine themselves to the modal still hear it,
    // and inside its focus trap, so its Close button can be reached with the keyboard.
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(alert);
    expect(dialog).toContainElement(within(alert).getByRole('button', { name: 'Close' }));
  });

  it('when the dialog closes while its toast shows, then the toast stays visible and reachable', async () => {
    renderWith(<DialogWithToast options={{ title: 'Blog Created' }} />);
    fireEvent.click(screen.getByText('open dialog'));
    settle();
    fireEvent.click(screen.getByText('save'));
    expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('status'));

    fireEvent.click(screen.getByText('cancel'));
    await flush();
    settle();
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Blog Created');
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('when a dialog closes in the same step as its success toast, then the toast is outside the closing dialog', async () => {
    renderWith(<DialogWithToast closeOnToast options={{ title: 'Blog Created' }} />);
    fireEvent.click(screen.getByText('open dialog'));
    settle();
    fireEvent.click(screen.getByText('save'));
    await flush();
    // The dialog is fading out: the toast must not fade (and disappear) with it.
    const toast = screen.getByRole('status', { hidden: true });
    expect(document.querySelector('.MuiModal-root')).not.toContainElement(toast);
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
    settle();
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('Blog Created');
  });

  it('when a dialog opens while a toast shows, then the toast moves into it (the page behind is hidden)', async () => {
    renderWith(
      <>
        <Trigger options={{ title: 'Saved earlier' }} />
        <DialogWithToast options={{ title: 'unused' }} />
      </>,
    );
    fireEvent.click(screen.getByText('show'));
    fireEvent.click(screen.getByText('open dialog'));
    await flush();
    settle();
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved earlier');
    expect(screen.getByRole('dialog')).toContainElement(toast);
  });

  it('when used outside the provider, then useToast says so', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
