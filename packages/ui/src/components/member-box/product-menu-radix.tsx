import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ProductMenuButton, type ProductMenuProps } from './product-menu';

/**
 * The products menu on Radix's dropdown menu (WAI-ARIA APG "menu button" with radio items): its own chunk, loaded by
 * `ProductMenu` when the member first reaches for the button. `openedBy` is how that first reach was made: the menu
 * mounts open, and a keyboard opening puts the focus on the first item as the pattern asks (the keystroke that asked
 * for it happened before Radix listened for keys). Inline, not in a portal: it keeps the header's theme and fonts,
 * and Radix's popper places it (`position: fixed`) under the button, inside the screen.
 */
export default function RadixProductMenu({
  products,
  current,
  label,
  onSelect,
  align,
  openedBy,
}: ProductMenuProps & { openedBy: 'pointer' | 'keyboard' }) {
  const [open, setOpen] = useState(true);
  const contentRef = useRef<HTMLDivElement>(null);
  // After Radix's own focus on mount (its effects run before this parent's): the first item, for a keyboard opening.
  useEffect(() => {
    if (openedBy === 'keyboard')
      contentRef.current?.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
  }, [openedBy]);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <ProductMenuButton label={label} current={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align={align}
        side="bottom"
        sideOffset={6}
        collisionPadding={8}
        loop
        aria-label={label}
        ref={contentRef}
        className="z-50 min-w-48 rounded-md border border-border bg-surface p-1 text-text shadow-pop outline-none"
      >
        <DropdownMenu.RadioGroup
          value={current?.id ?? ''}
          onValueChange={(id) => {
            const product = products.find((candidate) => candidate.id === id);
            if (product && product !== current) onSelect(product);
          }}
        >
          {products.map((product) => (
            <DropdownMenu.RadioItem
              key={product.id}
              value={product.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-3 text-base outline-none select-none data-highlighted:bg-primary-soft data-highlighted:text-primary data-[state=checked]:font-bold"
            >
              <span className="flex size-4 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </span>
              {product.name}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
