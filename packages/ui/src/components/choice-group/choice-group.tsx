import * as RadioGroup from '@radix-ui/react-radio-group';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The rule of a group that keeps at most `max` choices: a new choice is added last and, past `max`, the choice made
 * first gives way; a chosen choice pressed again is unchosen when `clearable`, or left as it is. Answers the same
 * array when nothing changes.
 */
export function nextChoices(
  current: readonly string[],
  choice: string,
  { max, clearable }: { max: number; clearable: boolean },
): readonly string[] {
  if (current.includes(choice)) return clearable ? current.filter((value) => value !== choice) : current;
  const next = [...current, choice];
  const limit = Math.max(1, max);
  return next.length > limit ? next.slice(next.length - limit) : next;
}

interface GroupState {
  value: readonly string[];
  multiple: boolean;
  disabled: boolean;
  press: (choice: string) => void;
}

const GroupContext = createContext<GroupState | null>(null);

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** A choice group's props: the value trio, its rule (`max`, `clearable`), and a `div`'s own (a name, a class). */
export interface ChoiceGroupProps extends Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'dir' | 'role'
> {
  /** The chosen values, in the order they were chosen (controlled). */
  value?: readonly string[];
  /** The chosen values at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the chosen values after a press or an arrow key changed them. */
  onValueChange?: (value: readonly string[]) => void;
  /**
   * At most this many choices (default 1). With 1 the group is a radio group (WAI-ARIA APG "radio group": one tab
   * stop, the arrow keys move and choose); with more, a group of checkboxes (each its own tab stop, Space chooses),
   * where a choice past `max` makes the first chosen one give way.
   */
  max?: number;
  /** Whether pressing a chosen checkbox unchooses it (default true). A radio is never unchosen. */
  clearable?: boolean;
  /** Locks every choice: nothing is reported. */
  disabled?: boolean;
  /** The group's items: `ChoiceGroupItem`s, however laid out. */
  children?: ReactNode;
}

/**
 * A group of choices with the value / defaultValue / onValueChange trio and its rule inside ("at most N"): Radix's
 * radio group when one choice is kept, a group of checkboxes when more are. Name it with `aria-labelledby` or
 * `aria-label`; describe a rule the reader should know (how many to choose) with `aria-describedby`.
 */
export function ChoiceGroup({
  value: valueProp,
  defaultValue,
  onValueChange,
  max = 1,
  clearable = true,
  disabled = false,
  children,
  className,
  ...props
}: ChoiceGroupProps) {
  const [value, setValue] = useControllableState<readonly string[]>({
    prop: valueProp,
    defaultProp: defaultValue ?? [],
    onChange: onValueChange,
    caller: 'ChoiceGroup',
  });
  const multiple = max > 1;
  const press = (choice: string) => {
    if (disabled) return;
    const next = nextChoices(value, choice, { max, clearable: clearable && multiple });
    if (next !== value) setValue(next);
  };
  const state: GroupState = { value, multiple, disabled, press };

  if (!multiple) {
    return (
      <GroupContext value={state}>
        <RadioGroup.Root
          {...props}
          onKeyDown={(event) => {
            props.onKeyDown?.(event);
            if (!ARROW_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
            // Radix moves the focus one task after the key, and chooses the radio it lands on only while the key is
            // still down; a quick press (a switch device, a test) lifts it first, and the focus moves without
            // choosing (radix-ui/primitives#4094, open). This runs after Radix's move and chooses the focused radio.
            const group = event.currentTarget;
            setTimeout(() => {
              const focused = document.activeElement;
              const chosen = focused?.getAttribute('aria-checked') === 'true';
              const choice = focused?.getAttribute('value');
              if (
                focused &&
                group.contains(focused) &&
                focused.getAttribute('role') === 'radio' &&
                !chosen &&
                choice
              )
                press(choice);
            });
          }}
          data-slot="choice-group"
          value={value[0] ?? ''}
          onValueChange={press}
          disabled={disabled}
          aria-disabled={disabled || undefined}
          loop
          className={className}
        >
          {children}
        </RadioGroup.Root>
      </GroupContext>
    );
  }
  return (
    <GroupContext value={state}>
      <div
        role="group"
        data-slot="choice-group"
        data-multiple=""
        aria-disabled={disabled || undefined}
        className={className}
        {...props}
      >
        {children}
      </div>
    </GroupContext>
  );
}

/** One choice's props: its value, and a button's own (a label, a class) but its role and click, which the group owns. */
export interface ChoiceGroupItemProps extends Omit<
  ComponentProps<'button'>,
  'value' | 'type' | 'role' | 'onClick'
> {
  /** The value this choice adds to the group's value. */
  value: string;
}

/**
 * One choice of a `ChoiceGroup`: a button with the radio or checkbox role, `aria-checked` and `data-state`
 * ("checked" / "unchecked") for styling; its children are the choice's content.
 */
export function ChoiceGroupItem({ value, className, disabled, children, ...props }: ChoiceGroupItemProps) {
  const group = use(GroupContext);
  if (!group) throw new Error('ChoiceGroupItem must be inside a ChoiceGroup');
  if (!group.multiple) {
    return (
      <RadioGroup.Item
        data-slot="choice"
        value={value}
        disabled={disabled}
        className={cn('cursor-pointer disabled:cursor-not-allowed', className)}
        {...props}
      >
        {children}
      </RadioGroup.Item>
    );
  }
  const checked = group.value.includes(value);
  return (
    <button
      type="button"
      role="checkbox"
      data-slot="choice"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      disabled={group.disabled || disabled}
      onClick={() => group.press(value)}
      className={cn('cursor-pointer disabled:cursor-not-allowed', className)}
      {...props}
    >
      {children}
    </button>
  );
}
