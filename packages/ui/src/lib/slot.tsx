import { Children, cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { cn } from './cn';

type Props = Record<string, unknown>;

/** Both refs get the node: the caller's (a prop since React 19) and the child's own. */
function composeRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): Ref<T> | undefined {
  if (!a || !b) return a ?? b;
  return (node: T | null) => {
    for (const ref of [a, b]) {
      if (typeof ref === 'function') ref(node);
      else ref.current = node;
    }
  };
}

/**
 * The slot's props merged into the child's, as Radix's Slot merges them: the child's own value wins, except that both
 * event handlers run (the child's first), the class names are merged by `cn()` (the child's last) and the styles are
 * spread together.
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const key of Object.keys(slot)) {
    const own = slot[key];
    const theirs = child[key];
    if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result: unknown = theirs(...args);
        own(...args);
        return result;
      };
    }
  }
  merged.className =
    cn(slot.className as string | undefined, child.className as string | undefined) || undefined;
  if (slot.style || child.style) merged.style = { ...(slot.style as object), ...(child.style as object) };
  merged.ref = composeRefs(slot.ref as Ref<unknown> | undefined, child.ref as Ref<unknown> | undefined);
  return merged;
}

/**
 * The kit's `asChild`: renders its one child element with the slot's props merged in (`mergeSlotProps`), and
 * `before` (a spinner) ahead of the child's own children. In place of `@radix-ui/react-slot` in the button, which every
 * page loads: the same behaviour in a third of the bytes (docs/decisions/037-route-budget-last-kibibytes.md).
 */
export function Slot({ children, before, ...slot }: Props & { children?: ReactNode; before?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const merged = mergeSlotProps(slot, child.props);
  if (before == null) return cloneElement(child, merged);
  return cloneElement(child, merged, before, child.props.children as ReactNode);
}
