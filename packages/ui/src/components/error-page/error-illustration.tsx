import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { MascotFigure } from '../mascot/mascot';

type IllustrationProps = Omit<ComponentProps<'svg'>, 'children'> & { code: 404 | 500 };

/**
 * Decorative pictures for the error pages: flat shapes, the course colours through tokens (each group sets its own
 * data-course so --course resolves to that course's colour). Hidden from assistive technology: the heading says it all.
 */
export function ErrorIllustration({ code, className, ...props }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 320 220"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full max-w-80', className)}
      {...props}
    >
      {/* Ground and sky shapes. */}
      <ellipse className="fill-surface-muted" cx="160" cy="196" rx="140" ry="16" />
      <g data-course="d">
        <circle className="fill-course-soft" cx="60" cy="60" r="34" />
      </g>
      <g data-course="e">
        <circle className="fill-course" cx="272" cy="42" r="10" />
      </g>
      <g data-course="a">
        <circle className="fill-course" cx="36" cy="150" r="7" />
      </g>
      {code === 404 ? <Lost /> : <Broken />}
    </svg>
  );
}

/** The buddy searching a map with a magnifier: the page went missing. */
function Lost() {
  return (
    <g>
      {/* A folded map with a question mark. */}
      <g data-course="c">
        <path
          className="fill-course-soft stroke-course"
          strokeWidth="3"
          d="M176 70l40-12 40 12 40-12v112l-40 12-40-12-40 12z"
        />
        <path className="stroke-course" strokeWidth="3" d="M216 58v112M256 70v112" />
      </g>
      <g data-course="b">
        <text x="228" y="134" className="fill-course font-kid" fontSize="48" fontWeight="800">
          ?
        </text>
      </g>
      <MascotFigure pose="curious" x={52} y={72} size={96} />
      {/* The magnifier. */}
      <g data-course="g">
        <circle className="fill-surface stroke-course" strokeWidth="6" cx="150" cy="92" r="18" />
        <path className="stroke-course" strokeWidth="8" strokeLinecap="round" d="M137 106l-16 16" />
      </g>
    </g>
  );
}

/** The buddy fixing a plug that came apart: the server went wrong. */
function Broken() {
  return (
    <g>
      <g data-course="f">
        <rect
          className="fill-course-soft stroke-course"
          strokeWidth="3"
          x="186"
          y="64"
          width="96"
          height="112"
          rx="12"
        />
        <rect className="fill-course" x="202" y="84" width="64" height="10" rx="5" />
        <rect className="fill-course" x="202" y="106" width="64" height="10" rx="5" />
        <rect className="fill-course" x="202" y="128" width="40" height="10" rx="5" />
      </g>
      <g data-course="b">
        <path className="fill-course" d="M250 20l-18 34h14l-10 28 26-38h-14l12-24z" />
      </g>
      <MascotFigure pose="oops" x={52} y={72} size={96} />
      {/* The wrench. */}
      <g data-course="g">
        <path
          className="fill-course"
          d="M150 78a14 14 0 0 0-17 17l-16 16a5 5 0 0 0 7 7l16-16a14 14 0 0 0 17-17l-8 8-7-7 8-8z"
        />
      </g>
    </g>
  );
}
