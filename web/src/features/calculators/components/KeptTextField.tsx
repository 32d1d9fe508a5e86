import { useLayoutEffect, useRef, type RefObject } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

type Typable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function selectionOf(element: Typable): number | null {
  if (element instanceof HTMLSelectElement) return null;
  try {
    return element.selectionStart;
  } catch {
    // Inputs without a text selection (number, date) throw in some browsers instead of answering null.
    return null;
  }
}

/**
 * CALC-PAGE-9: text typed before the app started is in the input but not in the state, and the next render would
 * write the state over it. Once, at hydration, the input's text becomes the state (the field keeps its focus and
 * caret; React leaves a hydrated input's text as it found it). After that a controlled field always shows its state.
 */
export function useKeepTypedBeforeStart(
  input: RefObject<Typable | null>,
  shown: string,
  take: (typed: string, caret: number | null) => void,
): void {
  const adopted = useRef(false);
  useLayoutEffect(() => {
    const element = input.current;
    if (adopted.current || !element) return;
    adopted.current = true;
    if (element.value !== shown) take(element.value, selectionOf(element));
  });
}

/**
 * A calculator's plain text, date or multi-line field that keeps what was typed before the app started. Named: the
 * no-script post sends it under its form key (decision 047); `undefined` only for text that must stay in the browser.
 */
export function KeptTextField({
  value,
  onText,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange' | 'inputRef' | 'name'> & {
  name: string | undefined;
  value: string;
  onText: (text: string) => void;
}) {
  const input = useRef<Typable>(null);
  useKeepTypedBeforeStart(input, value, onText);
  return <TextField {...rest} value={value} inputRef={input} onChange={(e) => onText(e.target.value)} />;
}
