import type * as React from 'react';
import { Music, Play } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { dailyStudyWords } from './words';

export interface ShowPosterProps extends Omit<React.ComponentProps<'section'>, 'children' | 'title'> {
  /** The show's title (English, the unit's). */
  title: string;
  /** A watch unit's video or a sing unit's song. */
  kind?: 'watch' | 'sing';
  /** How many scenes the show has. */
  scenes?: number;
  /** A picture of the show (its first scene), when the content has one; a drawn poster otherwise. */
  image?: string | null;
  /** Opens the show (the player takes the poster's place). */
  onOpen: () => void;
  /** The open button is busy (the show is on its way). */
  opening?: boolean;
  words?: Partial<typeof dailyStudyWords.showPoster>;
}

/**
 * The poster of a slide show before it opens (a watch or sing unit): the size of the player that takes its place, in
 * the course colours, with the show's picture (or a drawn screen when there is none), its title and scene count, and
 * one large button that opens it. The picture and title are decoration: the unit's heading names the show already.
 */
export function ShowPoster({
  title,
  kind = 'watch',
  scenes,
  image = null,
  onOpen,
  opening = false,
  words: wordsProp,
  className,
  ...props
}: ShowPosterProps) {
  const words = { ...dailyStudyWords.showPoster, ...wordsProp };
  const Icon = kind === 'sing' ? Music : Play;
  return (
    <section
      data-slot="show-poster"
      data-kind={kind}
      aria-label={title}
      className={cn('flex flex-col rounded-xl bg-surface p-3 shadow-soft desktop:p-5', className)}
      {...props}
    >
      <div className="relative flex min-h-64 flex-col items-center justify-center gap-4 overflow-hidden rounded-lg bg-course-soft p-4 text-center desktop:min-h-80 desktop:flex-row desktop:gap-8 desktop:p-8">
        {image ? (
          <img src={image} alt="" className="h-40 w-auto max-w-full object-contain desktop:h-56" />
        ) : (
          <PosterScreen kind={kind} />
        )}
        <div className="flex flex-col items-center gap-3 desktop:items-start desktop:text-left">
          <p
            aria-hidden="true"
            className="m-0 flex items-center gap-2 text-sm font-semibold text-course-strong"
          >
            <Icon className="size-4" />
            {kind === 'sing' ? words.song : words.video}
            {scenes ? <span className="text-muted">· {words.scenes(scenes)}</span> : null}
          </p>
          <p
            aria-hidden="true"
            lang="en"
            className="m-0 font-kid text-2xl font-bold text-text desktop:text-3xl"
          >
            {title}
          </p>
          <Button variant="course" size="xl" loading={opening} onClick={onOpen}>
            <Play aria-hidden="true" />
            {words.open}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** A drawn screen in the course colours: a play mark for a video, notes for a song. */
function PosterScreen({ kind }: { kind: 'watch' | 'sing' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 160"
      className="h-36 w-auto max-w-full shrink-0 desktop:h-52"
      data-slot="show-poster-screen"
    >
      <rect x="8" y="8" width="224" height="136" rx="18" className="fill-course" />
      <rect x="20" y="20" width="200" height="112" rx="10" className="fill-surface" />
      <circle cx="62" cy="58" r="16" className="fill-coin" />
      <path
        d="M20 116 L78 74 L118 104 L158 70 L220 116 L220 122 Q220 132 210 132 L30 132 Q20 132 20 122 Z"
        className="fill-course-soft"
      />
      {kind === 'sing' ? (
        <g className="fill-course-strong">
          <rect x="136" y="40" width="6" height="44" rx="3" />
          <rect x="168" y="32" width="6" height="44" rx="3" />
          <path d="M136 40 L174 32 L174 42 L136 50 Z" />
          <circle cx="130" cy="86" r="10" />
          <circle cx="162" cy="78" r="10" />
        </g>
      ) : (
        <g>
          <circle cx="150" cy="72" r="28" className="fill-course-strong" />
          <path d="M142 58 L166 72 L142 86 Z" className="fill-surface" />
        </g>
      )}
      <rect x="96" y="146" width="48" height="8" rx="4" className="fill-course" />
    </svg>
  );
}
