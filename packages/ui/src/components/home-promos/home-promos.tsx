import { Award, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Link } from '../link';
import { homePromoWords } from './words';

/** A picture with its alternative text (a media address). */
export interface PromoImage {
  src: string;
  alt: string;
}

/** A link of the home: in-site paths navigate; https addresses open in a new window. */
export function PromoLink({
  href,
  children,
  className,
  newWindowLabel = homePromoWords.newWindow,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  newWindowLabel?: string;
}) {
  const external = /^https:\/\//.test(href);
  return (
    <Link
      href={href}
      variant="plain"
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? <span className="sr-only"> ({newWindowLabel})</span> : null}
    </Link>
  );
}

export type ContestBannerProps = {
  title: string;
  text: string;
  image: PromoImage;
  href: string;
  linkLabel: string;
  className?: string;
};

/** The home's contest banner: its picture, title, words and one call to action. */
export function ContestBanner({ title, text, image, href, linkLabel, className }: ContestBannerProps) {
  const id = useId();
  return (
    <section
      data-slot="contest-banner"
      aria-labelledby={id}
      className={cn(
        'grid items-center gap-5 overflow-hidden rounded-xl bg-primary-soft p-5 desktop:grid-cols-[240px_1fr] desktop:p-8',
        className,
      )}
    >
      <img
        src={image.src}
        alt={image.alt}
        width={240}
        height={240}
        loading="lazy"
        className="mx-auto size-40 rounded-lg object-contain desktop:size-60"
      />
      <div className="flex flex-col items-start gap-3">
        <h2 id={id} className="m-0 text-2xl font-bold break-keep text-text desktop:text-3xl">
          {title}
        </h2>
        <p className="m-0 text-lg break-keep text-text">{text}</p>
        <Button asChild size="lg">
          <PromoLink href={href}>{linkLabel}</PromoLink>
        </Button>
      </div>
    </section>
  );
}

export interface PromotionItem {
  id: number;
  title: string;
  text: string;
  image: PromoImage;
  href: string;
}

/** The home's promotions: cards with a picture, each wholly a link. */
export function PromotionCards({
  items,
  heading = homePromoWords.promotions,
  className,
}: {
  items: readonly PromotionItem[];
  heading?: string;
  className?: string;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section
      data-slot="promotion-cards"
      aria-labelledby={id}
      className={cn('flex flex-col gap-4', className)}
    >
      <h2 id={id} className="m-0 text-2xl font-bold text-text">
        {heading}
      </h2>
      <ul className="m-0 grid list-none gap-4 p-0 min-[600px]:grid-cols-2 desktop:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="relative flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-soft focus-within:outline-3 focus-within:outline-focus"
          >
            <img
              src={item.image.src}
              alt={item.image.alt}
              width={320}
              height={180}
              loading="lazy"
              className="aspect-video w-full bg-surface-muted object-contain"
            />
            <div className="flex flex-col gap-1 p-4">
              <PromoLink
                href={item.href}
                className="text-lg font-bold break-keep text-text after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
              >
                {item.title}
              </PromoLink>
              <p className="m-0 break-keep text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface AwardItem {
  id: number;
  year: number;
  title: string;
  issuer: string;
}

/** The awards the brand received, newest first, as a row of badges. */
export function AwardList({
  items,
  heading = homePromoWords.awards,
  className,
}: {
  items: readonly AwardItem[];
  heading?: string;
  className?: string;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section data-slot="award-list" aria-labelledby={id} className={cn('flex flex-col gap-4', className)}>
      <h2 id={id} className="m-0 text-2xl font-bold text-text">
        {heading}
      </h2>
      <ul className="m-0 grid list-none gap-3 p-0 min-[600px]:grid-cols-2 desktop:grid-cols-4">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 rounded-lg bg-surface p-4 shadow-soft">
            <Award aria-hidden="true" className="size-8 shrink-0 text-coin" />
            <div className="flex flex-col">
              <span className="text-sm text-muted tabular-nums">{item.year}</span>
              <span className="font-bold break-keep text-text">{item.title}</span>
              <span className="text-sm break-keep text-muted">{item.issuer}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface PopupItem {
  id: number;
  title: string;
  text: string;
  image: PromoImage | null;
  href: string | null;
  linkLabel: string;
}

export type HomePopupsProps = {
  /** The popups still to show; the first is shown, the count tells how many wait behind it. */
  popups: readonly PopupItem[];
  /** Closed for now, or (today) not to be shown again today: the caller remembers it and drops the popup. */
  onClose: (id: number, options: { today: boolean }) => void;
  words?: Partial<typeof homePromoWords>;
  className?: string;
};

/**
 * The home's popups, one at a time in a card over the page's corner (a bottom sheet on phones). Not modal: the page
 * stays usable and focus is not taken; each closes, or is hidden for the day ("오늘 하루 보지 않기").
 */
export function HomePopups({ popups, onClose, words: wordsProp, className }: HomePopupsProps) {
  const words = { ...homePromoWords, ...wordsProp };
  const id = useId();
  const popup = popups[0];
  if (!popup) return null;
  return (
    <aside
      data-slot="home-popups"
      aria-labelledby={`${id}-title`}
      className={cn(
        'fixed inset-x-3 bottom-3 z-40 flex max-h-[80vh] flex-col overflow-auto rounded-xl border border-border bg-surface shadow-soft',
        'motion-safe:animate-[fade-in_var(--duration-fade)_ease-out] desktop:inset-x-auto desktop:right-6 desktop:bottom-6 desktop:w-96',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2 p-4 pb-2">
        <div className="flex flex-col">
          {popups.length > 1 ? (
            <span className="text-sm text-muted tabular-nums">{words.counter(1, popups.length)}</span>
          ) : null}
          <h2 id={`${id}-title`} className="m-0 text-xl font-bold break-keep text-text">
            {popup.title}
          </h2>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={words.closeLabel(popup.title)}
          onClick={() => onClose(popup.id, { today: false })}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {/* On a phone the picture is a thumbnail beside the words: the card stays small over the page. */}
      <div className="flex items-start gap-3 px-4 pb-4 desktop:flex-col desktop:gap-0 desktop:px-0">
        {popup.image ? (
          <img
            src={popup.image.src}
            alt={popup.image.alt}
            width={384}
            height={216}
            className="size-24 shrink-0 rounded-lg bg-surface-muted object-cover desktop:aspect-video desktop:h-auto desktop:w-full desktop:rounded-none desktop:object-contain"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3 desktop:w-full desktop:p-4 desktop:pb-0">
          <p className="m-0 break-keep whitespace-pre-line text-text">{popup.text}</p>
          {popup.href ? (
            <Button asChild variant="secondary">
              <PromoLink href={popup.href}>{popup.linkLabel}</PromoLink>
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex justify-between gap-2 border-t border-border p-2">
        <Button
          variant="ghost"
          aria-label={words.hideTodayLabel(popup.title)}
          onClick={() => onClose(popup.id, { today: true })}
        >
          {words.hideToday}
        </Button>
        <Button variant="ghost" onClick={() => onClose(popup.id, { today: false })}>
          {words.close}
        </Button>
      </div>
    </aside>
  );
}
