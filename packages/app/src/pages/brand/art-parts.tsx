/**
 * The parts the brand pages' illustrations are drawn from, in the home hero's style (scripts/art/hero.ts):
 * flat shapes, a soft blob behind, round children with rosy cheeks, letter blocks and stars. Colours come from the
 * theme: a part inside `<g data-course="c">` takes course c's colours through the course tokens (fill-course...).
 */
import type { ReactNode } from 'react';
import type { CourseLetter } from './programs';

const SKIN = '#ffd9b8';
const INK = '#1f2430';
const CHEEK = '#f7a9a0';
const HAIR = { dark: '#3b2a20', brown: '#5a3a26' } as const;

/** A square picture with the soft blob and the ground line of the home hero; decorative (hidden from readers). */
export function Scene({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 360 300" aria-hidden="true" focusable="false" className={className ?? 'w-full'}>
      <path
        d="M34 150c0-72 62-124 148-124s150 44 150 116c0 54-30 86-74 108-40 20-96 24-146 14C60 252 34 212 34 150z"
        className="fill-surface"
      />
      <ellipse cx="184" cy="270" rx="146" ry="16" className="fill-border" opacity="0.6" />
      {children}
    </svg>
  );
}

/** A child, head centred on (x, y): a course-coloured top, short hair or two buns, and a smile. */
export function Kid({
  x,
  y,
  course,
  hair = 'short',
  headphones = false,
  scale = 1,
}: {
  x: number;
  y: number;
  course: CourseLetter;
  hair?: 'short' | 'buns';
  headphones?: boolean;
  scale?: number;
}) {
  const colour = hair === 'short' ? HAIR.dark : HAIR.brown;
  return (
    <g data-course={course} transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-52 132c0-46 18-82 52-82s52 36 52 82z" className="fill-course" />
      {hair === 'buns' ? (
        <>
          <circle cx="-38" cy="-14" r="14" fill={colour} />
          <circle cx="38" cy="-14" r="14" fill={colour} />
        </>
      ) : null}
      <circle r="42" fill={SKIN} />
      <path d="M-42-6c0-30 20-48 44-48s44 16 42 46c-10-14-26-22-44-22-16 0-30 8-42 24z" fill={colour} />
      <circle cx="-14" cy="4" r="5" fill={INK} />
      <circle cx="16" cy="4" r="5" fill={INK} />
      <circle cx="-22" cy="18" r="6" fill={CHEEK} opacity="0.7" />
      <circle cx="24" cy="18" r="6" fill={CHEEK} opacity="0.7" />
      <path d="M-10 22c6 6 16 6 22 0" fill="none" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      {headphones ? (
        <>
          <path d="M-44 0c0-34 20-54 44-54s44 20 44 54" fill="none" stroke={INK} strokeWidth="6" />
          <rect x="-54" y="-8" width="16" height="28" rx="8" className="fill-course-strong" />
          <rect x="38" y="-8" width="16" height="28" rx="8" className="fill-course-strong" />
        </>
      ) : null}
    </g>
  );
}

/** A grown-up (a teacher or a parent), head centred on (x, y): taller, with a collar. */
export function Grownup({ x, y, course }: { x: number; y: number; course: CourseLetter }) {
  return (
    <g data-course={course} transform={`translate(${x} ${y})`}>
      <path d="M-50 156c0-62 20-106 50-106s50 44 50 106z" className="fill-course" />
      <path d="M-14 52l14 18 14-18z" className="fill-surface" />
      <circle r="36" fill={SKIN} />
      <path d="M-38 2c-6-34 14-52 38-52s46 18 38 52c-6-20-20-30-38-30s-32 10-38 30z" fill={HAIR.brown} />
      <circle cx="-12" cy="4" r="4.5" fill={INK} />
      <circle cx="13" cy="4" r="4.5" fill={INK} />
      <circle cx="-20" cy="16" r="5" fill={CHEEK} opacity="0.7" />
      <circle cx="21" cy="16" r="5" fill={CHEEK} opacity="0.7" />
      <path d="M-8 19c5 5 13 5 18 0" fill="none" stroke={INK} strokeWidth="3.5" strokeLinecap="round" />
    </g>
  );
}

/** A rounded letter block in a course colour. */
export function LetterBlock({
  x,
  y,
  letter,
  course,
  size = 48,
  tilt = 0,
}: {
  x: number;
  y: number;
  letter: string;
  course: CourseLetter;
  size?: number;
  tilt?: number;
}) {
  const centre = size / 2;
  return (
    <g data-course={course} transform={`translate(${x} ${y}) rotate(${tilt} ${centre} ${centre})`}>
      <rect width={size} height={size} rx={size / 5} className="fill-course" />
      <text
        x={centre}
        y={centre + size * 0.25}
        textAnchor="middle"
        fontSize={size * 0.62}
        fontWeight="800"
        className="fill-course-foreground font-kid"
      >
        {letter}
      </text>
    </g>
  );
}

/** A five-pointed star centred on (x, y). */
export function Star({
  x,
  y,
  course,
  size = 1,
}: {
  x: number;
  y: number;
  course: CourseLetter;
  size?: number;
}) {
  return (
    <g data-course={course} transform={`translate(${x} ${y}) scale(${size})`}>
      <path d="M0-14l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" className="fill-course" />
    </g>
  );
}

/** A speech bubble with a word in it, its tail at the bottom left. */
export function Bubble({ x, y, word, width = 92 }: { x: number; y: number; word: string; width?: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={width} height="46" rx="16" className="fill-surface stroke-border" strokeWidth="3" />
      <path
        d="M14 44l-6 16 20-14"
        className="fill-surface stroke-border"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M12 42h20" className="stroke-surface" strokeWidth="5" />
      <text
        x={width / 2}
        y="31"
        textAnchor="middle"
        fontSize="22"
        fontWeight="800"
        className="fill-primary font-kid"
      >
        {word}
      </text>
    </g>
  );
}

/** The sun of the home hero, in the coin colour. */
export function Sun({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} className="fill-coin stroke-coin">
      <circle r="22" stroke="none" />
      <path
        d="M0-36v-8M0 36v8M-36 0h-8M36 0h8M-26-26l-5-5M26 26l5 5M26-26l5-5M-26 26l-5 5"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </g>
  );
}
