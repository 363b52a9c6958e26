import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** What the mascot is doing: smiling (the logo's face), wondering (nothing here yet) or upset (something failed). */
export type MascotPose = 'happy' | 'curious' | 'oops';

/** The mascot's own square: every pose is drawn in 48 × 48 units. */
const BOX = 48;

/**
 * The round speech-bubble buddy, as shapes to place inside another SVG (the logo, an illustration). Flat theme colours
 * (accent body, primary-foreground eyes and mouth). `x`, `y` place its top-left corner and `size` its width, in the
 * host's units; at the defaults it is drawn exactly as the logo's mark.
 */
export function MascotFigure({
  pose = 'happy',
  x = 0,
  y = 0,
  size = BOX,
}: {
  pose?: MascotPose;
  x?: number;
  y?: number;
  size?: number;
}) {
  const scale = size / BOX;
  const placed = x !== 0 || y !== 0 || scale !== 1;
  return (
    <g
      data-slot="mascot-figure"
      data-pose={pose}
      transform={placed ? `translate(${x} ${y}) scale(${scale})` : undefined}
    >
      <path
        className="fill-accent"
        d="M24 3c11.6 0 21 8.3 21 18.6S35.6 40.2 24 40.2c-2.2 0-4.3-.3-6.3-.9L9 45l1.6-8.6C6 33 3 27.6 3 21.6 3 11.3 12.4 3 24 3z"
      />
      <circle className="fill-primary-foreground" cx="17" cy="19" r="4.2" />
      <circle className="fill-primary-foreground" cx="31" cy="19" r="4.2" />
      {pose === 'happy' ? <HappyFace /> : pose === 'curious' ? <CuriousFace /> : <OopsFace />}
    </g>
  );
}

function HappyFace() {
  return (
    <>
      <circle className="fill-text" cx="17.8" cy="19.6" r="2" />
      <circle className="fill-text" cx="31.8" cy="19.6" r="2" />
      <path
        className="fill-none stroke-primary-foreground"
        strokeWidth="2.6"
        strokeLinecap="round"
        d="M17.5 27.5c3.6 3.4 9.4 3.4 13 0"
      />
    </>
  );
}

/** Eyes looking up and a small round mouth. */
function CuriousFace() {
  return (
    <>
      <circle className="fill-text" cx="17.6" cy="17.8" r="2" />
      <circle className="fill-text" cx="31.6" cy="17.8" r="2" />
      <circle className="fill-none stroke-primary-foreground" strokeWidth="2.4" cx="24" cy="29" r="2.6" />
    </>
  );
}

/** Worried brows and a wavy mouth. */
function OopsFace() {
  return (
    <>
      <circle className="fill-text" cx="17" cy="20.2" r="2" />
      <circle className="fill-text" cx="31" cy="20.2" r="2" />
      <path
        className="fill-none stroke-primary-foreground"
        strokeWidth="2.2"
        strokeLinecap="round"
        d="M12.5 12.5l7 2M35.5 12.5l-7 2"
      />
      <path
        className="fill-none stroke-primary-foreground"
        strokeWidth="2.6"
        strokeLinecap="round"
        d="M17 30c2.3-2 4.6-2 7 0s4.7 2 7 0"
      />
    </>
  );
}

const mascotVariants = cva('inline-block shrink-0', {
  variants: {
    size: { sm: 'size-10', md: 'size-16', lg: 'size-24' },
  },
  defaultVariants: { size: 'md' },
});

export type MascotProps = Omit<ComponentProps<'svg'>, 'children' | 'role'> &
  VariantProps<typeof mascotVariants> & {
    pose?: MascotPose;
    /** Its accessible name; without one the mascot is decoration, hidden from assistive technology. */
    title?: string;
  };

/** The buddy on its own, in a pose: for empty and error states, greetings and illustrations. */
export function Mascot({ pose = 'happy', size, title, className, ...props }: MascotProps) {
  const resolvedSize = size ?? 'md';
  return (
    <svg
      viewBox={`0 0 ${BOX} ${BOX}`}
      focusable="false"
      data-slot="mascot"
      data-pose={pose}
      data-size={resolvedSize}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      className={cn(mascotVariants({ size: resolvedSize }), className)}
      {...props}
    >
      <MascotFigure pose={pose} />
    </svg>
  );
}
