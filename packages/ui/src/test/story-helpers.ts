import { expect, waitFor } from 'storybook/test';

/** Waits until a found element has faded in (dialogs animate their opacity, so "present" is not yet "visible"). */
export async function visible(found: Promise<HTMLElement>): Promise<void> {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}
