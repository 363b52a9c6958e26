/** The trial request's branch choice (region, then branch) and its note (trial-request-page.tsx). */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '@buddy/api';
import { TRIAL_LABELS, TRIAL_LIMITS, type TrialFormValues } from '@buddy/domain';
import { Link } from '@buddy/ui/link';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@buddy/ui/select';
import { Status } from '@buddy/ui/status';
import { inputVariants } from '@buddy/ui/text-field';
import { useApp } from '../../app/context';
import { ControlField } from '../../app/control-field';
import type { Form } from '../../app/use-form';
import { TRIAL_WORDS, type TrialField } from './trial-words';

/**
 * The branch, by region then by name (the branch finder's offices and branches); one named by the address is chosen
 * already, its region too.
 */
export function BranchChoice({
  form,
  value,
  onChange,
}: {
  form: Form<TrialField, TrialFormValues>;
  value: string;
  onChange: (branchCd: string) => void;
}) {
  const { api } = useApp();
  const officeId = useId();
  const named = useQuery({ ...siteQueries.branch(api, value), enabled: /^B[0-9]{4}$/.test(value) });
  const [office, setOffice] = useState('');
  const region = office || named.data?.branch.salesOfficeCd || '';
  const offices = useQuery(siteQueries.offices(api));
  const branches = useQuery({
    ...siteQueries.branches(api, { salesOfficeCd: region, pageRow: 50 }),
    enabled: region !== '',
  });
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={officeId} className="text-sm font-semibold text-text">
          {TRIAL_WORDS.office}
        </label>
        <Select
          value={region}
          onValueChange={(next) => {
            setOffice(next);
            onChange('');
          }}
        >
          <SelectTrigger id={officeId}>
            <SelectValue placeholder={TRIAL_WORDS.officePlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {(offices.data ?? []).map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <ControlField form={form} field="branchCd" label={TRIAL_LABELS.branchCd}>
        {(id, control) =>
          branches.isError ? (
            <Status
              state="error"
              message={TRIAL_WORDS.branchesFailed}
              retryLabel={TRIAL_WORDS.retry}
              onRetry={() => void branches.refetch()}
            />
          ) : (
            <Select value={value} onValueChange={onChange} disabled={region === ''}>
              <SelectTrigger {...control} id={id} aria-required="true">
                <SelectValue
                  placeholder={
                    region === ''
                      ? TRIAL_WORDS.branchFirst
                      : branches.isPending
                        ? TRIAL_WORDS.branchesLoading
                        : TRIAL_WORDS.branchPlaceholder
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {(branches.data?.result ?? []).map((branch) => (
                  <SelectItem key={branch.branchCd} value={branch.branchCd}>
                    {branch.branchNm}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )
        }
      </ControlField>
      <p className="-mt-3 m-0 text-sm">
        <Link href="/services/branch" className="inline-flex min-h-11 items-center">
          {TRIAL_WORDS.finder}
        </Link>
      </p>
    </>
  );
}

/** The optional note: a few lines of plain text (the kit has no multi-line field; the input's look is reused). */
export function NoteField({ form }: { form: Form<TrialField, TrialFormValues> }) {
  const id = useId();
  const { ref, ...aria } = form.control('note');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {TRIAL_LABELS.note}
      </label>
      <textarea
        ref={ref}
        id={id}
        name="note"
        rows={3}
        maxLength={TRIAL_LIMITS.note}
        placeholder={TRIAL_WORDS.notePlaceholder}
        className={inputVariants({ className: 'min-h-24 resize-y py-2 leading-relaxed' })}
        {...aria}
      />
      {form.errors.note ? (
        <p id={form.errorId('note')} className="m-0 text-sm font-semibold text-danger">
          {form.errors.note}
        </p>
      ) : null}
    </div>
  );
}
