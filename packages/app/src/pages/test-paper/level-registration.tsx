/**
 * A visitor's level-test registration at /tests (spec §3 Test location user): name, school and grade 1–6. The first
 * failing field gets the spec's dialog ('{field} 항목을 확인해주세요.') and focus; the server's candidate and token
 * are kept for this tab only (visitor.ts).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { testMutations } from '@buddy/api';
import { trimmedValues } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@buddy/ui/select';
import { TextField } from '@buddy/ui/text-field';
import { useApp } from '../../app/context';
import { ControlField } from '../../app/control-field';
import { useHydrated } from '../../app/use-hydrated';
import { readFields, useForm } from '../../app/use-form';
import { FormCard } from '../../layouts/form-card';
import { LEVEL_FIELD_LABELS, LEVEL_LIMITS, validateLevelForm, type LevelFormValues } from './level-form';
import type { Visitor } from '@buddy/api';
import { LEVEL_FORM_WORDS } from './words';

const GRADES = [1, 2, 3, 4, 5, 6] as const;

export function LevelRegistration({ onRegistered }: { onRegistered: (visitor: Visitor) => void }) {
  const { api } = useApp();
  const [grade, setGrade] = useState('');
  // The form is drawn on the server with /tests (ADR 049): its button waits for the page to be hydrated.
  const hydrated = useHydrated();
  const register = useMutation(testMutations.levelCandidate(api));
  const form = useForm({
    validate: validateLevelForm,
    submit: (values: LevelFormValues) => register.mutateAsync({ ...values, grade: Number(values.grade) }),
    failedTitle: LEVEL_FORM_WORDS.failedTitle,
    onSuccess: (candidate, values) =>
      onRegistered({
        lvtCdtId: candidate.lvtCdtId,
        token: candidate.token,
        name: values.usrnm,
        school: values.school,
        grade: Number(values.grade),
        expiresAt: Date.now() + candidate.expiresIn * 1000,
      }),
  });
  // The grade is the select's state; the texts are read from the form.
  const read = (element: HTMLFormElement): LevelFormValues => ({
    ...trimmedValues(readFields(element, ['usrnm', 'school'])),
    grade,
  });

  return (
    // The clear layout has no page sides: the card keeps 16 px from a phone's edges.
    <div className="px-4">
      <FormCard title={LEVEL_FORM_WORDS.title} lead={LEVEL_FORM_WORDS.lead}>
        <form
          noValidate
          className="flex flex-col gap-5"
          aria-label={LEVEL_FORM_WORDS.title}
          onSubmit={form.onSubmit(read)}
        >
          <TextField
            {...form.field('usrnm')}
            label={LEVEL_FIELD_LABELS.usrnm}
            autoComplete="name"
            maxLength={LEVEL_LIMITS.usrnm}
            required
          />
          <TextField
            {...form.field('school')}
            label={LEVEL_FIELD_LABELS.school}
            autoComplete="organization"
            maxLength={LEVEL_LIMITS.school}
            required
          />
          <ControlField form={form} field="grade" label={LEVEL_FIELD_LABELS.grade}>
            {(id, control) => (
              <Select value={grade} onValueChange={setGrade}>
                <SelectTrigger {...control} id={id} aria-required="true">
                  <SelectValue placeholder={LEVEL_FORM_WORDS.gradePlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  {GRADES.map((n) => (
                    <SelectItem key={n} value={String(n)}>
                      {LEVEL_FORM_WORDS.gradeOption(n)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </ControlField>
          <Button type="submit" size="lg" loading={form.pending} disabled={!hydrated}>
            {LEVEL_FORM_WORDS.submit}
          </Button>
        </form>
      </FormCard>
    </div>
  );
}
