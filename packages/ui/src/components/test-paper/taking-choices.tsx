import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ChoiceGroup, ChoiceGroupItem } from '../choice-group';
import {
  ChoiceContent,
  ChoiceNumber,
  choiceListVariants,
  choiceVariants,
  takingChoiceClasses,
} from './choice-parts';
import type { ChoiceView } from './question-view';

export interface TakingChoicesProps {
  choices: readonly ChoiceView[];
  answerCount: number;
  value: readonly string[];
  onValueChange?: (value: readonly string[]) => void;
  disabled: boolean;
  labelledBy?: string;
  describedBy?: string;
  choiceNumber: (n: number) => string;
}

/**
 * The choices while taking, on the kit's `ChoiceGroup` (Radix's radio group for one answer): a chunk of its own, which
 * `ChoiceList` loads when a paper is first taken (docs/decisions/052-radix-menu-on-first-reach.md).
 */
export default function TakingChoices({
  choices,
  answerCount,
  value,
  onValueChange,
  disabled,
  labelledBy,
  describedBy,
  choiceNumber,
}: TakingChoicesProps) {
  const picture = choices.some((choice) => choice.image);
  const layout = picture ? 'grid' : 'list';
  return (
    <ChoiceGroup
      value={value}
      onValueChange={onValueChange}
      max={answerCount}
      clearable={false}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-layout={layout}
      className={choiceListVariants({ layout })}
    >
      {choices.map((choice) => {
        const key = String(choice.number);
        const isChosen = value.includes(key);
        return (
          <ChoiceGroupItem
            key={key}
            value={key}
            data-chosen={isChosen ? '' : undefined}
            className={cn(choiceVariants({ layout }), takingChoiceClasses)}
          >
            <ChoiceNumber n={choice.number} label={choiceNumber(choice.number)} filled={isChosen} />
            <ChoiceContent choice={choice} picture={picture} />
            {isChosen ? <Check aria-hidden="true" className="size-5 shrink-0 text-course-strong" /> : null}
          </ChoiceGroupItem>
        );
      })}
    </ChoiceGroup>
  );
}
