import { MascotFigure } from '@buddy/ui/mascot';

/**
 * The home hero picture, drawn inline: two children reading with the Buddy mascot (the logo's speech bubble), letter
 * blocks and stars. Flat shapes in the course colours of spec §9. Decorative: the hero text says everything.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false" className={className}>
      {/* Ground and sky blob */}
      <path
        d="M52 196c0-92 80-160 190-160s196 58 196 150c0 70-40 112-96 140-52 26-124 32-190 18C86 330 52 278 52 196z"
        fill="#fdede7"
      />
      <ellipse cx="244" cy="352" rx="190" ry="22" fill="#f6e2d8" />
      {/* Sun */}
      <circle cx="394" cy="76" r="30" fill="#f5b700" />
      <g stroke="#f5b700" strokeWidth="6" strokeLinecap="round">
        <path d="M394 28v-10M394 134v-10M346 76h-10M452 76h-10M360 42l-7-7M435 117l-7-7M428 42l7-7M353 117l7-7" />
      </g>
      {/* Stars */}
      <path d="M92 86l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#1bac78" />
      <path d="M300 38l4 8 9 1-6 6 1 9-8-4-8 4 1-9-6-6 9-1z" fill="#882fc3" />
      <circle cx="150" cy="52" r="6" fill="#268abd" />
      <circle cx="438" cy="196" r="7" fill="#ea5364" />

      {/* Letter blocks */}
      <g>
        <rect x="58" y="282" width="58" height="58" rx="10" fill="#ea5364" />
        <text
          x="87"
          y="325"
          textAnchor="middle"
          fontSize="36"
          fontWeight="800"
          fill="#fff"
          fontFamily="'Baloo 2 Variable', sans-serif"
        >
          A
        </text>
        <rect x="100" y="232" width="52" height="52" rx="10" fill="#2f73c3" transform="rotate(-8 126 258)" />
        <text
          x="126"
          y="271"
          textAnchor="middle"
          fontSize="32"
          fontWeight="800"
          fill="#fff"
          fontFamily="'Baloo 2 Variable', sans-serif"
          transform="rotate(-8 126 258)"
        >
          B
        </text>
        <rect x="120" y="288" width="52" height="52" rx="10" fill="#32bd27" />
        <text
          x="146"
          y="327"
          textAnchor="middle"
          fontSize="32"
          fontWeight="800"
          fill="#fff"
          fontFamily="'Baloo 2 Variable', sans-serif"
        >
          C
        </text>
      </g>

      {/* Child 1 (left, reading) */}
      <g>
        <path d="M196 346c0-46 18-82 52-82s52 36 52 82z" fill="#268abd" />
        <circle cx="248" cy="214" r="42" fill="#ffd9b8" />
        <path d="M206 208c0-30 20-48 44-48s44 16 42 46c-10-14-26-22-44-22-16 0-30 8-42 24z" fill="#3b2a20" />
        <circle cx="234" cy="218" r="5" fill="#1f2430" />
        <circle cx="264" cy="218" r="5" fill="#1f2430" />
        <circle cx="226" cy="232" r="6" fill="#f7a9a0" opacity="0.7" />
        <circle cx="272" cy="232" r="6" fill="#f7a9a0" opacity="0.7" />
        <path d="M238 236c6 6 16 6 22 0" fill="none" stroke="#1f2430" strokeWidth="4" strokeLinecap="round" />
        {/* Open book */}
        <path d="M200 300l48 10v40l-48-10z" fill="#ffffff" stroke="#e5ddd4" strokeWidth="3" />
        <path d="M296 300l-48 10v40l48-10z" fill="#ffffff" stroke="#e5ddd4" strokeWidth="3" />
        <path
          d="M212 312l26 5M212 322l26 5M284 312l-26 5M284 322l-26 5"
          stroke="#f26b3a"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>

      {/* Child 2 (right, waving) */}
      <g>
        <path d="M318 346c0-40 14-70 42-70s42 30 42 70z" fill="#1bac78" />
        <path
          d="M396 296c14-10 22-26 22-42"
          fill="none"
          stroke="#1bac78"
          strokeWidth="16"
          strokeLinecap="round"
        />
        <circle cx="418" cy="248" r="11" fill="#ffd9b8" />
        <circle cx="360" cy="240" r="34" fill="#ffd9b8" />
        <path d="M326 236c-2-28 14-44 34-44s38 14 34 42c-8-12-20-18-34-18s-26 6-34 20z" fill="#5a3a26" />
        <circle cx="330" cy="226" r="12" fill="#5a3a26" />
        <circle cx="390" cy="226" r="12" fill="#5a3a26" />
        <circle cx="349" cy="244" r="4.5" fill="#1f2430" />
        <circle cx="372" cy="244" r="4.5" fill="#1f2430" />
        <path
          d="M352 258c5 5 13 5 18 0"
          fill="none"
          stroke="#1f2430"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </g>

      {/* Buddy mascot with a speech bubble */}
      <MascotFigure pose="happy" x={150} y={92} size={84} />
      <g transform="translate(252 92)">
        <rect x="0" y="0" width="92" height="48" rx="16" fill="#ffffff" stroke="#e5ddd4" strokeWidth="3" />
        <path d="M14 46l-6 16 20-14" fill="#ffffff" stroke="#e5ddd4" strokeWidth="3" strokeLinejoin="round" />
        <path d="M12 44h20" stroke="#ffffff" strokeWidth="5" />
        <text
          x="46"
          y="33"
          textAnchor="middle"
          fontSize="24"
          fontWeight="800"
          fill="#ac4c29"
          fontFamily="'Baloo 2 Variable', sans-serif"
        >
          Hello!
        </text>
      </g>
    </svg>
  );
}
