import { useContext, type MouseEvent, type ReactNode } from 'react';
import { Button, IconButton, type ButtonProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useHydrated } from '../../../lib/use-hydrated';
import { addIntent, draftKey, LIST_INTENT, removeIntent } from '../posted-inputs';
import { InputsContext } from '../use-query-inputs';

/*
 * The buttons that grow and shrink a calculator's list (children, funds, schemes). Each is a submit named `intent`,
 * so before the app starts or without it the form posts and the server's page comes back with the list changed
 * (postedInputs, decision 047); once the app runs, a click changes the list in the page and posts nothing.
 */

function handled(action: () => void) {
  return (event: MouseEvent) => {
    event.preventDefault();
    action();
  };
}

/** "Add …": disabled by the app when nothing can be added yet, never in the server's HTML (it posts instead). */
export function AddToListButton({
  list,
  onAdd,
  cannotAdd = false,
  children,
  ...rest
}: Omit<ButtonProps, 'type' | 'name' | 'value' | 'onClick' | 'disabled'> & {
  list: string;
  onAdd: () => void;
  cannotAdd?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      {...rest}
      type="submit"
      name={LIST_INTENT}
      value={addIntent(list)}
      disabled={hydrated && cannotAdd}
      onClick={handled(onAdd)}
    >
      {children}
    </Button>
  );
}

/** The bin beside an item. */
export function RemoveFromListButton({
  list,
  index,
  label,
  onRemove,
  edge,
}: {
  list: string;
  index: number;
  label: string;
  onRemove: () => void;
  edge?: 'end';
}) {
  return (
    <IconButton
      edge={edge}
      type="submit"
      name={LIST_INTENT}
      value={removeIntent(list, index)}
      aria-label={label}
      onClick={handled(onRemove)}
    >
      <DeleteIcon />
    </IconButton>
  );
}

/**
 * The entry a visitor typed into a list's add fields but did not add (they pressed Calculate before the app ran):
 * its fields as the post sent them, or null.
 */
export function usePostedDraft(list: string): Record<string, string> | null {
  const { submitted } = useContext(InputsContext);
  const text = submitted?.[draftKey(list)];
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}
