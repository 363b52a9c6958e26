/** The brand pages' illustrations (decorative: each page's heading and text say what they show). */
import { MascotFigure } from '@buddy/ui/mascot';
import { Bubble, Grownup, Kid, LetterBlock, Scene, Star, Sun } from './art-parts';
import type { CourseLetter, Program } from './programs';

/** A child growing a tree whose fruits are letters, with Buddy cheering: learning that grows at the child's pace. */
export function PhilosophyArt() {
  return (
    <Scene>
      <Sun x={300} y={62} />
      <g data-course="e">
        <rect x="214" y="150" width="14" height="112" rx="7" fill="#8a5a3c" />
        <circle cx="221" cy="124" r="58" className="fill-course" />
        <circle cx="180" cy="150" r="34" className="fill-course" />
        <circle cx="262" cy="150" r="34" className="fill-course" />
      </g>
      <LetterBlock x={178} y={96} letter="a" course="a" size={34} tilt={-8} />
      <LetterBlock x={224} y={84} letter="b" course="d" size={34} tilt={6} />
      <LetterBlock x={236} y={136} letter="c" course="g" size={34} tilt={-4} />
      <Kid x={104} y={168} course="f" scale={0.82} />
      <MascotFigure pose="happy" x={34} y={46} size={62} />
      <Star x={150} y={54} course="c" />
      <Star x={320} y={190} course="a" size={0.7} />
    </Scene>
  );
}

/** A big book in the program's course colour, its mark on the cover, a child reading beside it and Buddy. */
export function ProgramArt({ program }: { program: Program }) {
  const long = program.mark.length > 3;
  return (
    <Scene>
      <g data-course={program.course}>
        <rect x="150" y="62" width="168" height="196" rx="18" className="fill-course-strong" />
        <rect x="164" y="62" width="154" height="196" rx="16" className="fill-course" />
        <rect x="184" y="92" width="114" height="86" rx="14" className="fill-surface" />
        <text
          x="241"
          y={long ? 146 : 154}
          textAnchor="middle"
          fontSize={long ? 30 : 44}
          fontWeight="800"
          className="fill-course-strong font-kid"
        >
          {program.mark}
        </text>
        <rect x="184" y="196" width="114" height="10" rx="5" className="fill-course-soft" />
        <rect x="184" y="216" width="76" height="10" rx="5" className="fill-course-soft" />
      </g>
      <Kid x={96} y={150} course={program.course === 'f' ? 'c' : 'f'} hair="buns" scale={0.86} />
      <MascotFigure pose="happy" x={270} y={14} size={64} />
      <Star x={52} y={60} course={program.course} />
      <Star x={330} y={246} course="c" size={0.7} />
    </Scene>
  );
}

/** A trophy, a newspaper page and confetti: the brand's news and awards. */
export function PublicityArt() {
  return (
    <Scene>
      <g>
        <rect
          x="46"
          y="86"
          width="150"
          height="170"
          rx="12"
          className="fill-surface stroke-border"
          strokeWidth="4"
        />
        <rect x="64" y="106" width="114" height="20" rx="6" className="fill-primary" />
        <rect x="64" y="138" width="52" height="48" rx="8" className="fill-primary-soft" />
        <path
          d="M126 144h52M126 160h52M126 176h40M64 202h114M64 220h114M64 238h80"
          className="stroke-border"
          strokeWidth="7"
          strokeLinecap="round"
        />
      </g>
      <g className="fill-coin">
        <path d="M226 84h92v30c0 34-20 58-46 58s-46-24-46-58z" />
        <path
          d="M226 96h-20c0 26 14 40 28 40M318 96h20c0 26-14 40-28 40"
          fill="none"
          className="stroke-coin"
          strokeWidth="8"
        />
        <rect x="262" y="170" width="20" height="40" />
        <rect x="238" y="206" width="68" height="20" rx="6" />
        <rect x="228" y="222" width="88" height="30" rx="8" />
      </g>
      <MascotFigure pose="happy" x={246} y={98} size={52} />
      <Star x={220} y={48} course="a" />
      <Star x={340} y={168} course="d" size={0.8} />
      <Star x={32} y={54} course="c" size={0.8} />
      <circle cx="196" cy="52" r="6" className="fill-accent" />
    </Scene>
  );
}

/** A child with headphones in front of a tablet showing a lesson, Buddy saying hello. */
export function ExperienceArt({ course }: { course: CourseLetter }) {
  return (
    <Scene>
      <Sun x={312} y={56} />
      <g data-course={course}>
        <rect x="176" y="96" width="150" height="112" rx="16" className="fill-course-strong" />
        <rect x="186" y="106" width="130" height="92" rx="10" className="fill-course-soft" />
        <circle cx="251" cy="152" r="26" className="fill-course" />
        <path d="M243 138l22 14-22 14z" className="fill-course-foreground" />
        <rect x="226" y="208" width="50" height="12" rx="4" className="fill-course-strong" />
      </g>
      <Kid x={110} y={156} course={course === 'c' ? 'f' : 'c'} headphones scale={0.86} />
      <Bubble x={178} y={30} word="Hello!" />
      <MascotFigure pose="happy" x={300} y={196} size={48} />
      <Star x={40} y={56} course="a" />
    </Scene>
  );
}

/** A teacher at a board with ABC on it and a child raising a hand: teaching with Buddy English. */
export function TeacherArt() {
  return (
    <Scene>
      <rect x="170" y="50" width="164" height="112" rx="12" className="fill-course-strong" data-course="c" />
      <rect x="180" y="60" width="144" height="92" rx="8" fill="#2d4a3e" />
      <text
        x="252"
        y="124"
        textAnchor="middle"
        fontSize="44"
        fontWeight="800"
        fill="#ffffff"
        className="font-kid"
      >
        ABC
      </text>
      <Grownup x={120} y={104} course="d" />
      <Kid x={282} y={196} course="a" hair="buns" scale={0.6} />
      <path
        d="M312 186c8-16 10-30 8-44"
        fill="none"
        className="stroke-course"
        data-course="a"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <MascotFigure pose="happy" x={26} y={40} size={54} />
      <Star x={160} y={34} course="g" size={0.8} />
    </Scene>
  );
}
