import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

afterEach(cleanup);

function Fruit({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <>
      <label htmlFor="fruit">과일</label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="fruit">
          <SelectValue placeholder="고르세요" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="apple">apple</SelectItem>
          <SelectItem value="banana" disabled>
            banana
          </SelectItem>
          <SelectItem value="cherry">cherry</SelectItem>
        </SelectContent>
      </Select>
    </>
  );
}

describe('given a labelled select', () => {
  it('is a combobox named by its label, showing the placeholder', async () => {
    render(<Fruit />);
    const trigger = page.getByRole('combobox', { name: '과일' });
    await expect.element(trigger).toHaveTextContent('고르세요');
    await expect.element(trigger).toHaveAttribute('data-look', 'field');
  });

  it('opens with Enter, moves with the arrows, picks with Enter and skips a disabled item', async () => {
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    const trigger = page.getByRole('combobox', { name: '과일' });
    trigger.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    // Radix moves focus into the list a moment after it opens; keys pressed before that are lost.
    await expect.element(page.getByRole('option', { name: 'apple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // ArrowDown skips the disabled banana; wait for the move before picking (Radix handles keys asynchronously).
    await expect.element(page.getByRole('option', { name: 'cherry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('cherry'));
    await expect.element(trigger).toHaveTextContent('cherry');
  });

  it('opens with Space as well', async () => {
    render(<Fruit />);
    page.getByRole('combobox', { name: '과일' }).element().focus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'apple' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    render(<Fruit />);
    const trigger = page.getByRole('combobox', { name: '과일' });
    await userEvent.click(trigger);
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger.element()));
  });

  it('does not pick a disabled item on click', async () => {
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('combobox', { name: '과일' }));
    const banana = page.getByRole('option', { name: 'banana' });
    await expect.element(banana).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(banana, { force: true });
    // A picked item would close the list; it stays open and nothing is reported.
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('option', { name: 'cherry' }));
    await vi.waitFor(() => expect(onValueChange).toHaveBeenCalledExactlyOnceWith('cherry'));
  });

  it('offers targets at least 44 pixels high', async () => {
    render(<Fruit />);
    const trigger = page.getByRole('combobox', { name: '과일' });
    expect(trigger.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    const option = page.getByRole('option', { name: 'apple' });
    await expect.element(option).toBeVisible();
    expect(option.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
