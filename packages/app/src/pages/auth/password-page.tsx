/**
 * /auth/password (spec §5 Password change, §7): current password, new password and its confirmation, checked with
 * domain validatePasswordChangeForm; the first failing field's message shows in a dialog, then that field is focused.
 * The server ends every session on a change, so on success we say so and sign the member out to sign in again.
 *
 * PWF mode: coming from /auth/find/password with a reset grant, there is no current password; the reset token is the
 * bearer of the change (chkTp PWF).
 */
import { useLoaderData, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { accountMutations } from '@buddy/api';
import {
  FIELD_LABELS,
  MESSAGES,
  validatePasswordChangeForm,
  type PasswordChangeFormValues,
  type ServerFieldRules,
} from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { TextField } from '@buddy/ui/text-field';
import { useApp } from '../../app/context';
import { useNotify } from '../../app/notify';
import { readFields, useForm } from '../../app/use-form';
import type { passwordPageLoader } from '../../routes/guards';
import { FormCard } from '../../layouts/form-card';

type Field = keyof PasswordChangeFormValues;
const FIELDS: readonly Field[] = ['memPwd', 'chgPwd', 'chgPwdConfirm'];

/** The server's codes that are about one field (the others are the form's). */
const SERVER_FIELDS: ServerFieldRules<Field> = {
  CURRENT_PASSWORD_MISMATCH: 'memPwd',
  CURRENT_PASSWORD_REQUIRED: 'memPwd',
  PASSWORD_RULE: 'chgPwd',
};

export const PASSWORD_WORDS = {
  title: '비밀번호 변경',
  lead: '개인정보 보호를 위해 비밀번호를 주기적으로 바꿔 주세요.',
  resetTitle: '새 비밀번호 설정',
  resetLead: (loginId: string) => `${loginId} 계정의 새 비밀번호를 정해 주세요.`,
  failedTitle: '비밀번호 변경 실패',
  submit: '비밀번호 변경',
  show: '비밀번호 보기',
  changed: '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해 주세요.',
} as const;

export default function PasswordPage() {
  const { mode } = useLoaderData<typeof passwordPageLoader>();
  const { api, passwordReset, session } = useApp();
  const navigate = useNavigate();
  const notify = useNotify();
  const change = useMutation(accountMutations.changePassword(api));
  const grant = mode === 'reset' ? passwordReset.get() : null;
  const reset = grant !== null;
  const form = useForm({
    validate: (values: PasswordChangeFormValues) =>
      validatePasswordChangeForm(values, { requireCurrent: !reset }),
    submit: (values) =>
      change.mutateAsync(
        grant
          ? { chkTp: 'PWF', resetToken: grant.token, chgPwd: values.chgPwd }
          : { memPwd: values.memPwd, chgPwd: values.chgPwd },
      ),
    serverFields: SERVER_FIELDS,
    failedTitle: PASSWORD_WORDS.failedTitle,
    onSuccess: async () => {
      passwordReset.set(null);
      await notify(PASSWORD_WORDS.title, PASSWORD_WORDS.changed);
      // Every earlier token is refused now: it goes here (asking the server to end it would only be refused), the
      // logout page resets the user, and the member signs in again from the home page.
      const signedIn = session.isSignedIn();
      api.authStorage.clearToken();
      await navigate(signedIn ? '/auth/logoutAndRedirect?redirect=%2F' : '/', { replace: true });
    },
  });

  return (
    <FormCard
      title={reset ? PASSWORD_WORDS.resetTitle : PASSWORD_WORDS.title}
      lead={grant ? PASSWORD_WORDS.resetLead(grant.loginId) : PASSWORD_WORDS.lead}
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={PASSWORD_WORDS.title}
        onSubmit={form.onSubmit((element) => readFields(element, FIELDS))}
      >
        {reset ? null : (
          <TextField
            {...form.field('memPwd')}
            type="password"
            label={FIELD_LABELS.currentPassword}
            autoComplete="current-password"
            required
            revealLabel={PASSWORD_WORDS.show}
          />
        )}
        <TextField
          {...form.field('chgPwd')}
          type="password"
          label={FIELD_LABELS.newPassword}
          autoComplete="new-password"
          required
          revealLabel={PASSWORD_WORDS.show}
          hint={MESSAGES.passwordRule}
        />
        <TextField
          {...form.field('chgPwdConfirm')}
          type="password"
          label={FIELD_LABELS.confirmation}
          autoComplete="new-password"
          required
          revealLabel={PASSWORD_WORDS.show}
        />
        <Button type="submit" size="lg" loading={form.pending}>
          {PASSWORD_WORDS.submit}
        </Button>
      </form>
    </FormCard>
  );
}
