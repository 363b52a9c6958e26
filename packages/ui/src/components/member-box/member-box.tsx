import { cva } from 'class-variance-authority';
import { ChevronRight, PawPrint } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useIsMobile } from '../../hooks/use-media-query';
import { Button } from '../button';
import { Link } from '../link';
import { ProductMenu } from './product-menu';

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
  /** The product whose members see the reward-area button (Buddy's: EBP, spec §2); without it there is none. */
  rewardProductId?: string;
  onSelectProduct: (productId: string, product: MemberProduct) => void;
  onOpenReview: () => void;
  onLogout: () => void;
  words: MemberBoxWords;
  /** Forces the mobile layout (the reward area as a menu row, not a button); by default the width decides (below 901 px). */
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

/** The reward-area button shows only on non-mobile and only when the member has the reward product (spec §2). */
export function showsRewardButton(
  products: readonly MemberProduct[],
  mobile: boolean,
  rewardProductId: string | undefined,
): boolean {
  return (
    !mobile && rewardProductId !== undefined && products.some((product) => product.id === rewardProductId)
  );
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
            align={isMobile ? 'start' : 'end'}
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
      {canStudy && isMobile && showsRewardButton(products, false, rewardProductId) ? (
        // A phone has no header button (spec §2): the reward area is a row of the phone menu the box sits in.
        <div data-slot="reward-entry">
          <Link
            variant="plain"
            href={rewardHref}
            className="flex min-h-11 w-full items-center gap-2 rounded-md bg-primary-soft px-3 font-bold text-primary underline-offset-4 hover:underline"
          >
            <PawPrint aria-hidden="true" className="size-5" />
            {words.rewardArea}
            <ChevronRight aria-hidden="true" className="ml-auto size-4" />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
