/**
 * A visitor's level-test registration at /tests (spec §3 Test location user): name, school and grade 1–6. The first
 * failing field gets the spec's dialog ('{field} 항목을 확인해주세요.') and focus; the server's candidate and token
 * are kept for this tab only (visitor.ts).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@buddy/domain';
import { Button, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, TextField } from '@buddy/ui';
import { useApp } from '../../app/context';
import { focusInput, useFieldFocus } from '../../app/focus';
import { useNotify } from '../../app/notify';
import { FormCard } from '../../layouts/form-card';
import {
  LEVEL_FIELD_LABELS,
  LEVEL_LIMITS,
  validateLevelForm,
  type LevelField,
  type LevelFormValues,
} from './level-form';
import type { Visitor } from './visitor';
import { LEVEL_FORM_WORDS } from './words';

const GRADES = [1, 2, 3, 4, 5, 6] as const;

export function LevelRegistration({ onRegistered }: { onRegistered: (visitor: Visitor) => void }) {
  const { api } = useApp();
  const notify = useNotify();
  const fields = useFieldFocus<Exclude<LevelField, 'grade'>>();
  const gradeRef = useRef<HTMLButtonElement>(null);
  const gradeId = useId();
  const gradeErrorId = useId();
  const [grade, setGrade] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LevelField, string>>>({});
  const register = useMutation({
    mutationFn: async (values: { usrnm: string; school: string; grade: number }) => {
      const answer = await api.tests.createLevelCandidate(values);
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data.result;
    },
  });

  const fail = async (field: LevelField | null, message: string) => {
    setErrors(field ? { [field]: message } : {});
    await notify(LEVEL_FORM_WORDS.failedTitle, message);
    if (field === 'grade') focusInput(gradeRef.current);
    else if (field) fields.focus(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const data = new FormData(event.currentTarget);
    const values: LevelFormValues = {
      usrnm: String(data.get('usrnm') ?? '').trim(),
      school: String(data.get('school') ?? '').trim(),
      grade,
    };
    const invalid = validateLevelForm(values);
    if (invalid) return fail(invalid.field, invalid.message);
    setErrors({});
    try {
      const candidate = await register.mutateAsync({
        usrnm: values.usrnm,
        school: values.school,
        grade: Number(values.grade),
      });
      onRegistered({
        lvtCdtId: candidate.lvtCdtId,
        token: candidate.token,
        name: values.usrnm,
        school: values.school,
        grade: Number(values.grade),
        expiresAt: Date.now() + candidate.expiresIn * 1000,
      });
    } catch (error) {
      return fail(null, error instanceof Error ? error.message : MESSAGES.unknownError);
    }
  };

  return (
    <FormCard title={LEVEL_FORM_WORDS.title} lead={LEVEL_FORM_WORDS.lead}>
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={LEVEL_FORM_WORDS.title}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          ref={fields.register('usrnm')}
          name="usrnm"
          label={LEVEL_FIELD_LABELS.usrnm}
          autoComplete="name"
          maxLength={LEVEL_LIMITS.usrnm}
          required
          error={errors.usrnm}
        />
        <TextField
          ref={fields.register('school')}
          name="school"
          label={LEVEL_FIELD_LABELS.school}
          autoComplete="organization"
          maxLength={LEVEL_LIMITS.school}
          required
          error={errors.school}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={gradeId} className="text-sm font-semibold text-text">
            {LEVEL_FIELD_LABELS.grade}
            <span aria-hidden="true" className="ms-0.5 text-danger">
              *
            </span>
          </label>
          <Select value={grade} onValueChange={setGrade}>
            <SelectTrigger
              ref={gradeRef}
              id={gradeId}
              aria-required="true"
              aria-invalid={errors.grade ? true : undefined}
              aria-describedby={errors.grade ? gradeErrorId : undefined}
            >
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
          {errors.grade ? (
            <p id={gradeErrorId} className="m-0 text-sm font-semibold text-danger">
              {errors.grade}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" loading={register.isPending}>
          {LEVEL_FORM_WORDS.submit}
        </Button>
      </form>
    </FormCard>
  );
}
