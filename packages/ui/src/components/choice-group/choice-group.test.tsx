import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { ChoiceGroup, ChoiceGroupItem, nextChoices, type ChoiceGroupProps } from './choice-group';

afterEach(cleanup);

const FRUITS = ['apple', 'pear', 'plum', 'fig'];

function Fruits(props: ChoiceGroupProps) {
  return (
    <>
      <p id="label">Fruits</p>
      <ChoiceGroup aria-labelledby="label" {...props}>
        {FRUITS.map((fruit) => (
          <ChoiceGroupItem key={fruit} value={fruit} className="min-h-11">
            {fruit}
          </ChoiceGroupItem>
        ))}
      </ChoiceGroup>
      <button type="button">after</button>
    </>
  );
}

describe('nextChoices: the rule of at most N', () => {
  it.each([
    [[], 'a', 1, true, ['a']],
    [['a'], 'b', 1, true, ['b']],
    [['a'], 'b', 2, true, ['a', 'b']],
    [['a', 'b'], 'c', 2, true, ['b', 'c']],
    [['a', 'b'], 'a', 2, true, ['b']],
    [['a', 'b'], 'a', 2, false, ['a', 'b']],
    [['a', 'b', 'c'], 'd', 3, false, ['b', 'c', 'd']],
  ])('%j + %s with max %i, clearable %s → %j', (current, choice, max, clearable, expected) => {
    expect(nextChoices(current, choice, { max, clearable })).toEqual(expected);
  });

  it('answers the same array when nothing changes', () => {
    const current = ['a'];
    expect(nextChoices(current, 'a', { max: 2, clearable: false })).toBe(current);
  });
});

describe('with one choice kept (WAI-ARIA APG radio group, on Radix)', () => {
  it('is a radio group named by its label, one tab stop, the chosen radio checked', async () => {
    render(<Fruits defaultValue={['pear']} />);
    await expect.element(page.getByRole('radiogroup', { name: 'Fruits' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'pear' })).toHaveAttribute('aria-checked', 'true');
    await expect.element(page.getByRole('radio', { name: 'apple' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'pear' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('moves and chooses with the arrow keys, wrapping at the ends; Space chooses the focused one', async () => {
    const onValueChange = vi.fn();
    render(<Fruits onValueChange={onValueChange} />);
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'apple' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['apple']);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'pear' })).toHaveFocus();
    await expect.element(page.getByRole('radio', { name: 'pear' })).toHaveAttribute('aria-checked', 'true');
    await expect.element(page.getByRole('radio', { name: 'apple' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(page.getByRole('radio', { name: 'fig' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: 'apple' })).toHaveFocus();
    // The choice follows the focus a moment later (Radix chooses on focus): waited for, not read at once.
    await expect.element(page.getByRole('radio', { name: 'apple' })).toHaveAttribute('aria-checked', 'true');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(['apple']));
  });

  it('chooses the radio an arrow key moved to even when the key is lifted at once (radix-ui/primitives#4094)', async () => {
    const onValueChange = vi.fn();
    render(<Fruits defaultValue={['apple']} onValueChange={onValueChange} />);
    const apple = page.getByRole('radio', { name: 'apple' }).element() as HTMLElement;
    apple.focus();
    // Down and up in one task, before Radix moves the focus (a switch device, a script).
    apple.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    apple.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowDown', bubbles: true }));
    await expect.element(page.getByRole('radio', { name: 'pear' })).toHaveFocus();
    await expect.element(page.getByRole('radio', { name: 'pear' })).toHaveAttribute('aria-checked', 'true');
    expect(onValueChange.mock.calls).toEqual([[['pear']]]);
  });

  it('never unchooses the chosen radio', async () => {
    const onValueChange = vi.fn();
    render(<Fruits defaultValue={['plum']} onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('radio', { name: 'plum' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('radio', { name: 'plum' })).toHaveAttribute('aria-checked', 'true');
  });

  it('controlled, shows the value it is given, not the press', async () => {
    const onValueChange = vi.fn();
    render(<Fruits value={['fig']} onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('radio', { name: 'pear' }));
    expect(onValueChange).toHaveBeenCalledWith(['pear']);
    await expect.element(page.getByRole('radio', { name: 'fig' })).toHaveAttribute('aria-checked', 'true');
  });

  it('disabled, reports nothing', async () => {
    const onValueChange = vi.fn();
    render(<Fruits disabled onValueChange={onValueChange} />);
    await expect.element(page.getByRole('radio', { name: 'apple' })).toBeDisabled();
    await userEvent.click(page.getByRole('radio', { name: 'apple' }), { force: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('with at most two kept (WAI-ARIA APG checkbox, in a group)', () => {
  it('is a group of checkboxes, each its own tab stop, Space choosing', async () => {
    const onValueChange = vi.fn();
    render(<Fruits max={2} onValueChange={onValueChange} />);
    await expect.element(page.getByRole('group', { name: 'Fruits' })).toBeVisible();
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'apple' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'pear' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['apple', 'pear']);
    await expect
      .element(page.getByRole('checkbox', { name: 'apple' }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(page.getByRole('checkbox', { name: 'pear' }))
      .toHaveAttribute('aria-checked', 'true');
  });

  it('makes the first chosen give way to a third, and unchooses a chosen one pressed again', async () => {
    const onValueChange = vi.fn();
    render(<Fruits max={2} defaultValue={['apple', 'pear']} onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('checkbox', { name: 'plum' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['pear', 'plum']);
    await expect
      .element(page.getByRole('checkbox', { name: 'apple' }))
      .toHaveAttribute('aria-checked', 'false');
    await userEvent.click(page.getByRole('checkbox', { name: 'pear' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['plum']);
    await expect
      .element(page.getByRole('checkbox', { name: 'pear' }))
      .toHaveAttribute('aria-checked', 'false');
  });

  it('not clearable, keeps a chosen one pressed again and reports nothing', async () => {
    const onValueChange = vi.fn();
    render(<Fruits max={2} clearable={false} defaultValue={['fig']} onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('checkbox', { name: 'fig' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('checkbox', { name: 'fig' })).toHaveAttribute('aria-checked', 'true');
  });

  it('disabled, reports nothing', async () => {
    const onValueChange = vi.fn();
    render(<Fruits max={2} disabled onValueChange={onValueChange} />);
    await expect.element(page.getByRole('checkbox', { name: 'fig' })).toBeDisabled();
    await userEvent.click(page.getByRole('checkbox', { name: 'fig' }), { force: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
