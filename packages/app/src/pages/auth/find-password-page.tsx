/**
 * /auth/find/password (spec §2 hidden page, ADR 045): login id, name and birth date send a one-time code to the
 * guardian's registered mail; the code from that mail gives a short-lived reset token, and the member then sets a new
 * password on /auth/password in PWF mode (no current password). Knowing a child's birthday is not enough.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { accountMutations } from '@buddy/api';
import {
  FIELD_LABELS,
  normalizeResetCode,
  trimmedValues,
  validateFindPasswordForm,
  validateResetCodeForm,
  type FindPasswordFormValues,
} from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { TextField } from '@buddy/ui/text-field';
import { useApp } from '../../app/context';
import { readFields, useForm } from '../../app/use-form';
import { BIRTH_HINT, FormCard } from '../../layouts/form-card';

const FIELDS = ['memLoginId', 'memNm', 'memBirth'] as const;

export const FIND_PASSWORD_WORDS = {
  title: '비밀번호 찾기',
  lead: '아이디와 이름, 생년월일을 입력하면 보호자 메일로 확인 번호를 보내 드려요.',
  failedTitle: '비밀번호 찾기 실패',
  submit: '확인 번호 받기',
  findId: '아이디가 기억나지 않나요?',
  codeTitle: '확인 번호 입력',
  codeLead: (sentTo: string, minutes: number) =>
    `보호자 메일(${sentTo})로 확인 번호 6자리를 보냈어요. ${minutes}분 안에 입력해 주세요.`,
  codeHint: '메일에 적힌 숫자 6자리예요.',
  codeFailedTitle: '확인 번호 확인 실패',
  codeSubmit: '다음',
  resend: '확인 번호 다시 받기',
  resent: '확인 번호를 새로 보냈어요. 가장 최근 메일의 번호를 입력해 주세요.',
  restart: '처음부터 다시 하기',
} as const;

/** Where the first step sent the code: what the second step needs (kept in this page only, never stored). */
interface Sent {
  values: FindPasswordFormValues;
  sentTo: string;
  expiresIn: number;
}

export default function FindPasswordPage() {
  const [sent, setSent] = useState<Sent | null>(null);
  return sent ? (
    <CodeStep sent={sent} onResent={setSent} onRestart={() => setSent(null)} />
  ) : (
    <IdentityStep onSent={setSent} />
  );
}

function IdentityStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { api } = useApp();
  const find = useMutation(accountMutations.findPassword(api));
  const form = useForm({
    validate: validateFindPasswordForm,
    submit: (values) => find.mutateAsync(values),
    failedTitle: FIND_PASSWORD_WORDS.failedTitle,
    onSuccess: ({ sentTo, expiresIn }, values) => onSent({ values, sentTo, expiresIn }),
  });

  return (
    <FormCard title={FIND_PASSWORD_WORDS.title} lead={FIND_PASSWORD_WORDS.lead}>
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={FIND_PASSWORD_WORDS.title}
        onSubmit={form.onSubmit((element) => trimmedValues(readFields(element, FIELDS)))}
      >
        <TextField
          {...form.field('memLoginId')}
          label={FIELD_LABELS.id}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField {...form.field('memNm')} label={FIELD_LABELS.name} autoComplete="name" required />
        <TextField
          {...form.field('memBirth')}
          label={FIELD_LABELS.birth}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={8}
          required
          hint={BIRTH_HINT}
        />
        <Button type="submit" size="lg" loading={form.pending}>
          {FIND_PASSWORD_WORDS.submit}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <Link variant="muted" href="/auth/find/id" className="inline-flex min-h-11 items-center">
          {FIND_PASSWORD_WORDS.findId}
        </Link>
      </p>
    </FormCard>
  );
}

function CodeStep({
  sent,
  onResent,
  onRestart,
}: {
  sent: Sent;
  onResent: (sent: Sent) => void;
  onRestart: () => void;
}) {
  const { api, passwordReset } = useApp();
  const navigate = useNavigate();
  const verify = useMutation(accountMutations.verifyResetCode(api));
  const resend = useMutation(accountMutations.findPassword(api));
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const memLoginId = sent.values.memLoginId;
  const form = useForm({
    validate: validateResetCodeForm,
    submit: ({ code }) => verify.mutateAsync({ memLoginId, code: normalizeResetCode(code) ?? code }),
    serverFields: { CODE_FORMAT: 'code', CODE_MISMATCH: 'code', CODE_EXPIRED: 'code', CODE_LOCKED: 'code' },
    failedTitle: FIND_PASSWORD_WORDS.codeFailedTitle,
    onSuccess: async ({ resetToken, expiresIn }) => {
      passwordReset.set({ loginId: memLoginId, token: resetToken, expiresAt: Date.now() + expiresIn * 1000 });
      await navigate('/auth/password');
    },
  });
  // The step changed under the member: say where they are now.
  useEffect(() => heading.current?.focus(), []);
  const resendForm = useForm({
    validate: () => null,
    submit: () => resend.mutateAsync(sent.values),
    failedTitle: FIND_PASSWORD_WORDS.failedTitle,
    onSuccess: ({ sentTo, expiresIn }) => {
      setResent(true);
      onResent({ values: sent.values, sentTo, expiresIn });
    },
  });

  return (
    <FormCard
      title={FIND_PASSWORD_WORDS.codeTitle}
      titleRef={heading}
      lead={FIND_PASSWORD_WORDS.codeLead(sent.sentTo, Math.round(sent.expiresIn / 60))}
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={FIND_PASSWORD_WORDS.codeTitle}
        onSubmit={form.onSubmit((element) => readFields(element, ['code'] as const))}
      >
        <TextField
          {...form.field('code')}
          label={FIELD_LABELS.resetCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          required
          hint={FIND_PASSWORD_WORDS.codeHint}
        />
        <Button type="submit" size="lg" loading={form.pending}>
          {FIND_PASSWORD_WORDS.codeSubmit}
        </Button>
      </form>
      <p role="status" className="mt-4 text-center text-sm">
        {resent ? FIND_PASSWORD_WORDS.resent : ''}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button
          type="button"
          variant="outline"
          loading={resendForm.pending}
          onClick={() => void resendForm.submitValues({})}
        >
          {FIND_PASSWORD_WORDS.resend}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {FIND_PASSWORD_WORDS.restart}
        </Button>
      </div>
    </FormCard>
  );
}
