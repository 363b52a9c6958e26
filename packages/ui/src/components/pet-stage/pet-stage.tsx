import { useState } from 'react';
import type * as React from 'react';
import { Sparkles } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../hooks/use-media-query';
import { petStageWords, type PetStageWords } from './words';
import './pet-stage.css';

/** A play motion of the pet: a gentle bob, a jump, a wiggle dance, or walking in from the side onto the scenery. */
export type PetMotion = 'idle' | 'jump' | 'dance' | 'enter';

/** One image layer of the pet, placed on the square stage in percent of its side. */
export interface PetLayer {
  /** Tells the layers apart (with `type`): the product's item id. */
  id: number | string;
  /** The kind of layer as the product codes it, written to `data-type` (Buddy's 'RWD_BG', 'RWD_CHAR'…). */
  type: string;
  /** What the kind is called, read before the description in the stage's name ('배경', 'hat'). */
  kind: string;
  /** What the layer shows ('구름 언덕'). */
  description: string;
  /** Stacking order: higher is drawn on top. */
  order: number;
  /** The picture: relative to `imageBase`, or an absolute, data: or blob: address. */
  image: string;
  top: number;
  left: number;
  /** Width, and height: the pictures are square. */
  width: number;
  /** Scenery (a background): stays still while the figure above it plays a motion. */
  scenery?: boolean;
}

export type PetStageProps = Omit<React.ComponentProps<'div'>, 'children' | 'role' | 'aria-label'> & {
  /** The layers, in any order: they are drawn bottom to top by `order`. */
  layers: readonly PetLayer[];
  /** The pet's name: the stage's accessible name starts with it ('버디의 모습: …'). */
  label: string;
  /** Prefix of relative layer images (default '/'); absolute addresses, data: and blob: ones are used as they are. */
  imageBase?: string;
  /** A play motion, or none. Never played under prefers-reduced-motion. */
  motion?: PetMotion | null;
  /** The stage's largest width: sm 160 px, md 320 px (default), lg 480 px. It fills a narrower container. */
  size?: 'sm' | 'md' | 'lg';
  /** A motion has finished (each stops within 5 s); the app may set `motion` back to null or play another. */
  onMotionEnd?: (motion: PetMotion) => void;
  words?: Partial<PetStageWords>;
};

const stageVariants = cva(
  'relative isolate aspect-square w-full overflow-hidden rounded-lg border border-border bg-surface shadow-soft',
  {
    variants: {
      size: { sm: 'max-w-40', md: 'max-w-80', lg: 'max-w-120' },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The moving part of the stage (everything above the background) and its motion. */
const figureVariants = cva('absolute inset-0 origin-bottom', {
  variants: {
    motion: {
      none: '',
      idle: 'motion-safe:animate-[reward-pet-idle_1.6s_ease-in-out_3]',
      jump: 'motion-safe:animate-[reward-pet-jump_0.8s_ease-out_3]',
      dance: 'motion-safe:animate-[reward-pet-dance_1.2s_ease-in-out_3]',
      enter: 'motion-safe:animate-[reward-pet-enter_2.4s_ease-out_1]',
    },
  },
  defaultVariants: { motion: 'none' },
});

const emptyVariants = cva(
  'absolute flex flex-col items-center justify-center rounded-lg border-2 border-dashed border-border bg-surface-muted text-center font-semibold break-keep text-muted',
  {
    variants: {
      size: {
        sm: 'inset-1.5 gap-1 p-2 text-sm leading-snug',
        md: 'inset-3 gap-3 p-5 text-base',
        lg: 'inset-4 gap-4 p-8 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Where a layer's image comes from: relative paths under `base`, anything absolute as it is. */
export function layerSource(image: string, base = '/'): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/)/i.test(image)) return image;
  return `${base.endsWith('/') ? base : `${base}/`}${image}`;
}

/**
 * The pet's layers (the design card's "pet layers"): every layer drawn as an absolutely placed `<img alt="">` on a
 * square stage, by percent of the square (top, left, width; height = width), bottom to top by `order`. The stage is one image to assistive technology, named by the pet and what it wears
 * ('버디의 모습: 배경 하늘 정원, 캐릭터 뭉게, 꾸미기 왕관'). The scenery at the bottom stays still while the rest
 * plays a motion. No layers shows a friendly line inside the square; a layer whose image fails is hidden.
 */
export function PetStage({
  layers: layersProp,
  label,
  imageBase = '/',
  motion = null,
  size = 'md',
  onMotionEnd,
  words: wordsProp,
  className,
  ...props
}: PetStageProps) {
  const words = { ...petStageWords, ...wordsProp };
  const reducedMotion = usePrefersReducedMotion();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const layers = [...layersProp].sort((a, b) => a.order - b.order);
  const empty = layers.length === 0;
  const playing = motion && !reducedMotion ? motion : null;
  // The scenery at the bottom stays; the figure (from the first other layer up) moves as one.
  const firstFigure = layers.findIndex((layer) => !layer.scenery);
  const scenery = firstFigure < 0 ? layers : layers.slice(0, firstFigure);
  const figure = firstFigure < 0 ? [] : layers.slice(firstFigure);
  const name = empty
    ? words.stage(label, [words.empty])
    : words.stage(
        label,
        layers.map((layer) => words.part(layer.kind, layer.description)),
      );

  const image = (layer: PetLayer, index: number) => {
    const src = layerSource(layer.image, imageBase);
    const broken = failed.has(src);
    return (
      <img
        key={`${layer.type}-${layer.id}-${index}`}
        src={src}
        alt=""
        draggable={false}
        decoding="async"
        hidden={broken}
        data-slot="pet-layer"
        data-type={layer.type}
        data-order={layer.order}
        data-state={broken ? 'failed' : 'shown'}
        className="pointer-events-none absolute max-w-none object-contain select-none"
        style={{
          top: `${layer.top}%`,
          left: `${layer.left}%`,
          width: `${layer.width}%`,
          height: `${layer.width}%`,
        }}
        onError={() => setFailed((previous) => new Set(previous).add(src))}
      />
    );
  };

  return (
    <div
      role="img"
      aria-label={name}
      data-slot="pet-stage"
      data-size={size}
      data-state={empty ? 'empty' : 'dressed'}
      data-motion={playing ?? undefined}
      className={cn(stageVariants({ size }), className)}
      {...props}
    >
      {empty ? (
        <div data-slot="pet-stage-empty" className={emptyVariants({ size })}>
          <Sparkles
            aria-hidden="true"
            className={cn('shrink-0 text-primary', size === 'sm' ? 'size-5' : 'size-8')}
          />
          <p className="m-0">{words.empty}</p>
        </div>
      ) : (
        <>
          {scenery.map((layer, index) => image(layer, index))}
          {figure.length > 0 ? (
            <div
              data-slot="pet-stage-figure"
              className={figureVariants({ motion: playing ?? 'none' })}
              onAnimationEnd={(event) => {
                if (event.target === event.currentTarget && playing) onMotionEnd?.(playing);
              }}
            >
              {figure.map((layer, index) => image(layer, scenery.length + index))}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
