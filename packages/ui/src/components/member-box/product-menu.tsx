import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Button } from '../button';
import type { MemberProduct } from './member-box';

export interface ProductMenuProps {
  products: readonly MemberProduct[];
  current: MemberProduct | undefined;
  /** The button's name, e.g. '학습 상품'. */
  label: string;
  onSelect: (product: MemberProduct) => void;
  /** Which edge of the button the menu lines up with: its left on mobile, its right on desktop. */
  align: 'start' | 'end';
}

/** The menu's button, the same before and after Radix's menu is in: the label for screen readers, the current product. */
export function ProductMenuButton({
  label,
  current,
  ...props
}: Omit<ComponentProps<typeof Button>, 'children'> & Pick<ProductMenuProps, 'label' | 'current'>) {
  return (
    <Button variant="outline" size="md" data-slot="product-menu-trigger" {...props}>
      <span className="sr-only">{label}: </span>
      {current?.name ?? label}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

const loadRadixMenu = () => import('./product-menu-radix');
const RadixProductMenu = lazy(loadRadixMenu);

/** The keys that open a menu button (WAI-ARIA APG): Enter, Space and ArrowDown. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The products menu of the member box: Radix's dropdown menu (`product-menu-radix.tsx`), loaded when the member
 * first reaches for the button. Every signed-in page draws the button, few open it, and the menu with its popper and
 * focus handling is about 20 KiB gzipped (docs/decisions/052-radix-menu-on-first-reach.md). Until then the button is
 * the same button, named and marked as a menu button; hovering or focusing it starts loading the menu, and a press,
 * Enter, Space or ArrowDown opens it as soon as it is in (the same button stands in meanwhile, announced busy).
 */
export function ProductMenu(props: ProductMenuProps) {
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const trigger = (busy: boolean) => (
    <ProductMenuButton
      label={props.label}
      current={props.current}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      data-state="closed"
      onPointerEnter={() => void loadRadixMenu()}
      onFocus={() => void loadRadixMenu()}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) setOpenedBy('pointer');
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpenedBy('keyboard');
      }}
    />
  );
  return (
    <div data-slot="product-menu">
      {openedBy === null ? (
        trigger(false)
      ) : (
        <Suspense fallback={trigger(true)}>
          <RadixProductMenu {...props} openedBy={openedBy} />
        </Suspense>
      )}
    </div>
  );
}
