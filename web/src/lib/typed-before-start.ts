/**
 * What a visitor typed into a server-rendered form before the app started (SITE-START-1). At hydration React leaves
 * an input's text in the page but the component's state is still the server's (usually empty), and the next render
 * would write that state back over the typing. Called from an effect after hydration, this returns the named fields
 * whose text in the page differs from `values`, for the screen to make them its state. After start-up a controlled
 * field always shows its state, so it finds nothing.
 */
export function typedBeforeStart<K extends string>(
  form: HTMLFormElement | null,
  values: Readonly<Record<K, string>>,
): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {};
  if (!form) return typed;
  for (const name of Object.keys(values) as K[]) {
    const field = form.elements.namedItem(name);
    const isField =
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement;
    if (isField && field.value !== values[name]) typed[name] = field.value;
  }
  return typed;
}
