/**
 * /experience/apply (issue 26 point 9): a parent asks for a free trial class. The child's school year, the parent's
 * name and mobile number, a branch chosen by region (the branch finder's offices, or the one the address names:
 * `?branchCd=B0101` from a branch's page), an optional note and the consent to collect them. The server stores it for
 * the branch to call back; the page then says so, with the branch and the number masked.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { siteMutations } from '@buddy/api';
import type { TrialReceipt } from '@buddy/contract';
import {
  normalizePhone,
  TRIAL_GRADES,
  TRIAL_LABELS,
  TRIAL_LIMITS,
  validateTrialForm,
  type TrialFormValues,
  type TrialGrade,
} from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Checkbox } from '@buddy/ui/checkbox';
import { Link } from '@buddy/ui/link';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@buddy/ui/select';
import { TextField } from '@buddy/ui/text-field';
import { useApp } from '../../app/context';
import { readFields, useForm } from '../../app/use-form';
import { FormCard } from '../../layouts/form-card';
import { ControlField } from '../../app/control-field';
import { BranchChoice, NoteField } from './trial-request-fields';
import { TRIAL_WORDS } from './trial-words';

export default function TrialRequestPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const [receipt, setReceipt] = useState<TrialReceipt | null>(null);
  const request = useMutation(siteMutations.requestTrial(api));
  const [grade, setGrade] = useState('');
  const [branchCd, setBranchCd] = useState(() => params.get('branchCd') ?? '');
  const [consent, setConsent] = useState(false);
  const form = useForm({
    validate: validateTrialForm,
    submit: (values) =>
      request.mutateAsync({
        childGrade: values.childGrade as TrialGrade,
        parentName: values.parentName.trim(),
        phone: normalizePhone(values.phone) ?? values.phone,
        branchCd: values.branchCd,
        note: values.note.trim(),
        consent: values.consent,
      }),
    serverFields: { BRANCH_NOT_FOUND: 'branchCd' },
    failedTitle: TRIAL_WORDS.failedTitle,
    onSuccess: (result) => setReceipt(result),
  });
  const read = (element: HTMLFormElement): TrialFormValues => ({
    ...readFields(element, ['parentName', 'phone', 'note']),
    childGrade: grade,
    branchCd,
    consent,
  });

  if (receipt) return <Receipt receipt={receipt} />;

  return (
    <FormCard title={TRIAL_WORDS.title} lead={TRIAL_WORDS.lead}>
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={TRIAL_WORDS.title}
        onSubmit={form.onSubmit(read)}
      >
        <ControlField form={form} field="childGrade" label={TRIAL_LABELS.childGrade}>
          {(id, control) => (
            <Select value={grade} onValueChange={setGrade}>
              <SelectTrigger {...control} id={id} aria-required="true">
                <SelectValue placeholder={TRIAL_WORDS.gradePlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {TRIAL_GRADES.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </ControlField>
        <TextField
          {...form.field('parentName')}
          label={TRIAL_LABELS.parentName}
          autoComplete="name"
          maxLength={TRIAL_LIMITS.parentName}
          required
        />
        <TextField
          {...form.field('phone')}
          label={TRIAL_LABELS.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          hint={TRIAL_WORDS.phoneHint}
          required
        />
        <BranchChoice form={form} value={branchCd} onChange={setBranchCd} />
        <NoteField form={form} />
        <div className="flex flex-col gap-1.5">
          <Checkbox
            {...form.control('consent')}
            checked={consent}
            onCheckedChange={(checked) => setConsent(checked === true)}
            label={TRIAL_WORDS.consent}
          />
          <p className="m-0 ps-9 text-sm text-muted">{TRIAL_WORDS.consentDetail}</p>
          {form.errors.consent ? (
            <p id={form.errorId('consent')} className="m-0 ps-9 text-sm font-semibold text-danger">
              {form.errors.consent}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" loading={form.pending}>
          {TRIAL_WORDS.submit}
        </Button>
      </form>
    </FormCard>
  );
}

/**
 * The acknowledgement, in the form's place: its heading takes the focus (the form and its button are gone), which
 * also brings the top of it into view.
 */
function Receipt({ receipt }: { receipt: TrialReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <FormCard
      title={TRIAL_WORDS.doneTitle}
      titleRef={heading}
      lead={TRIAL_WORDS.done(receipt.branchNm, receipt.phone)}
    >
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <p className="m-0 text-lg font-bold text-text">{TRIAL_WORDS.doneNumber(receipt.requestNo)}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link variant="plain" href="/tests">
              {TRIAL_WORDS.tryTest}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link variant="plain" href="/">
              {TRIAL_WORDS.home}
            </Link>
          </Button>
        </div>
      </div>
    </FormCard>
  );
}
