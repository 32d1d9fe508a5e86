import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

interface State {
  failed: boolean;
}

/**
 * Each calculator is its own chunk. If one cannot be loaded (a dropped connection, or a new release replaced the
 * file), the visitor gets a message and a reload button instead of a blank page; the rest of the page keeps working.
 * `resetKey` (the selected tool) clears the error when another calculator is chosen.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error('A calculator failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        This calculator could not be loaded. Check your connection and reload the page.
      </Alert>
    );
  }
}
