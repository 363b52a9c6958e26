import { DEFAULT_STUDY_PRODUCT } from '@buddy/domain';
import { cva } from 'class-variance-authority';
import { Check, ChevronDown, ChevronRight, PawPrint } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { useIsMobile } from '../../hooks/use-media-query';
import { Button } from '../button';
import { Link } from '../link';

/** A product the member has: its code and its name. */
export type MemberProduct = { id: string; name: string };

/** Styles the today's-study box with the male or female tokens; none uses the primary ones. */
export type MemberGender = 'male' | 'female';

export type MemberBoxWords = {
  /** The greeting with the member's name, e.g. (name) => `${name} 님, 반가워요!`. */
  greeting: (name: string) => string;
  /** Title of the today's-study box, e.g. '오늘의 학습'. */
  todayStudy: string;
  /** The link of that box, e.g. '학습하러 가기'. */
  goStudy: string;
  /** The button opening the review popup, e.g. '복습하기'. */
  review: string;
  /** Name of the products menu button, e.g. '학습 상품'. */
  products: string;
  /** The reward-area button, e.g. '버디몬'. */
  rewardArea: string;
  changePassword: string;
  logout: string;
};

export type MemberBoxProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The member's name, for the greeting. */
  name?: string;
  /** Styles the today's-study box. */
  gender?: MemberGender | null;
  products: readonly MemberProduct[];
  /** The product the member studies now (marked in the menu). */
  currentProductId?: string;
  /** The product whose members see the reward-area button (default EBP, spec §2). */
  rewardProductId?: string;
  onSelectProduct: (productId: string, product: MemberProduct) => void;
  onOpenReview: () => void;
  onLogout: () => void;
  words: MemberBoxWords;
  /** Forces the mobile layout (no reward button); by default the width decides (below 901 px). */
  mobile?: boolean;
  /**
   * Whether the member may study now (their current product's member type). False leaves out what leads into the
   * study and reward areas (the today's-study box with its review, the reward-area button): it would only lead to the
   * page that says they may not. Default true.
   */
  canStudy?: boolean;
  studyHref?: string;
  rewardHref?: string;
  passwordHref?: string;
};

/** Spec §2: the reward-area button shows only on non-mobile and only when the member has the reward product. */
export function showsRewardButton(
  products: readonly MemberProduct[],
  mobile: boolean,
  rewardProductId: string = DEFAULT_STUDY_PRODUCT,
): boolean {
  return !mobile && products.some((product) => product.id === rewardProductId);
}

const genderKey = (gender: MemberBoxProps['gender']) => gender ?? 'none';

const todayBoxVariants = cva('flex items-center gap-2 rounded-md border-2 py-1 pr-1 pl-3', {
  variants: {
    gender: {
      male: 'border-male bg-male-soft text-male',
      female: 'border-female bg-female-soft text-female',
      none: 'border-primary bg-primary-soft text-primary',
    },
  },
  defaultVariants: { gender: 'none' },
});

/** The signed-in box of the header (spec §2). */
export function MemberBox({
  name,
  gender,
  products,
  currentProductId,
  rewardProductId,
  onSelectProduct,
  onOpenReview,
  onLogout,
  words,
  mobile,
  canStudy = true,
  studyHref = '/study',
  rewardHref = '/buddymon',
  passwordHref = '/auth/password',
  className,
  ...props
}: MemberBoxProps) {
  const widthIsMobile = useIsMobile();
  const isMobile = mobile ?? widthIsMobile;
  const g = genderKey(gender);
  const current = products.find((p) => p.id === currentProductId);

  return (
    <div
      data-slot="member-box"
      data-layout={isMobile ? 'mobile' : 'desktop'}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 desktop:justify-end">
        <p className="mr-auto font-bold text-text desktop:mr-0">{words.greeting(name ?? '')}</p>
        <Link
          variant="plain"
          href={passwordHref}
          className="inline-flex min-h-6 items-center text-sm text-muted underline-offset-4 hover:text-primary hover:underline"
        >
          {words.changePassword}
        </Link>
        <Button variant="ghost" size="sm" onClick={onLogout}>
          {words.logout}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 desktop:justify-end">
        {canStudy ? (
          <div data-slot="today-study" data-gender={g} className={todayBoxVariants({ gender: g })}>
            <Link
              variant="plain"
              href={studyHref}
              className="inline-flex min-h-9 items-center gap-1 font-bold underline-offset-4 hover:underline"
            >
              {words.todayStudy}
              <span className="sr-only">: </span>
              <span className="text-sm font-semibold">{words.goStudy}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
            <Button variant="outline" size="sm" onClick={onOpenReview}>
              {words.review}
            </Button>
          </div>
        ) : null}
        {products.length > 0 ? (
          <ProductMenu
            products={products}
            current={current}
            label={words.products}
            onSelect={(product) => onSelectProduct(product.id, product)}
          />
        ) : null}
        {canStudy && showsRewardButton(products, isMobile, rewardProductId) ? (
          <Button asChild variant="secondary" size="md">
            <Link variant="plain" href={rewardHref}>
              <PawPrint aria-hidden="true" />
              {words.rewardArea}
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The products menu: a menu button (WAI-ARIA APG "menu button") with one radio item per product, the current one
 * checked. Enter, Space or ArrowDown opens it on the current product (ArrowUp on the last); arrows, Home and End move;
 * Enter or Space chooses; Escape closes it and returns to the button; Tab or a click outside closes it. Drawn by the
 * kit (no menu library): every signed-in page carries it (docs/decisions/027-signed-in-frames.md). The menu opens
 * under the button: from its left edge on mobile (the button starts its row in the mobile menu), to its right edge on
 * desktop (the button ends the header's row).
 */
function ProductMenu({
  products,
  current,
  label,
  onSelect,
}: {
  products: readonly MemberProduct[];
  current: MemberProduct | undefined;
  label: string;
  onSelect: (product: MemberProduct) => void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const id = useId();
  const currentIndex = Math.max(
    0,
    products.findIndex((product) => product === current),
  );

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (product: MemberProduct) => {
    close(true);
    if (product !== current) onSelect(product);
  };

  // The highlighted item holds the focus while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A press outside the menu and its button closes it (the focus stays where the press put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(currentIndex);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(products.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = products.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const product = products[active];
      if (product) choose(product);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className="relative" data-slot="product-menu">
      <Button
        ref={triggerRef}
        id={`${id}-trigger`}
        variant="outline"
        size="md"
        data-slot="product-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : openAt(currentIndex))}
        onKeyDown={onTriggerKeyDown}
      >
        <span className="sr-only">{label}: </span>
        {current?.name ?? label}
        <ChevronDown aria-hidden="true" />
      </Button>
      {open ? (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          tabIndex={-1}
          className="absolute top-full left-0 z-50 mt-1.5 desktop:right-0 desktop:left-auto min-w-48 rounded-md border border-border bg-surface p-1 text-text shadow-pop"
        >
          {products.map((product, index) => {
            const checked = product === current;
            return (
              <div
                key={product.id}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={index === active ? 0 : -1}
                data-state={checked ? 'checked' : 'unchecked'}
                data-highlighted={index === active ? '' : undefined}
                onClick={() => choose(product)}
                onKeyDown={onMenuKeyDown}
                onPointerMove={() => setActive(index)}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-3 text-base outline-none select-none data-highlighted:bg-primary-soft data-highlighted:text-primary data-[state=checked]:font-bold"
              >
                <span className="flex size-4 items-center justify-center">
                  {checked ? <Check aria-hidden="true" className="size-4" /> : null}
                </span>
                {product.name}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
