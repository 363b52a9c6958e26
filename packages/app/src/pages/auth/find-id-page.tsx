/** /auth/find/id (spec §2 hidden page): name and birth date give the login id, masked by the server. */
import { useMutation } from '@tanstack/react-query';
import { accountMutations } from '@buddy/api';
import { FIELD_LABELS, trimmedValues, validateFindIdForm } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { TextField } from '@buddy/ui/text-field';
import { useApp } from '../../app/context';
import { readFields, useForm } from '../../app/use-form';
import { BIRTH_HINT, FormCard } from '../../layouts/form-card';

const FIELDS = ['memNm', 'memBirth'] as const;

export const FIND_ID_WORDS = {
  title: '아이디 찾기',
  lead: '가입할 때 등록한 이름과 생년월일을 입력해 주세요.',
  failedTitle: '아이디 찾기 실패',
  submit: '아이디 찾기',
  found: '회원님의 아이디',
  login: '로그인하러 가기',
  findPassword: '비밀번호 찾기',
} as const;

export default function FindIdPage() {
  const { api } = useApp();
  const find = useMutation(accountMutations.findId(api));
  const form = useForm({
    validate: validateFindIdForm,
    submit: (values) => find.mutateAsync(values),
    failedTitle: FIND_ID_WORDS.failedTitle,
  });

  return (
    <FormCard title={FIND_ID_WORDS.title} lead={FIND_ID_WORDS.lead}>
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={FIND_ID_WORDS.title}
        onSubmit={form.onSubmit((element) => trimmedValues(readFields(element, FIELDS)))}
      >
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
          {FIND_ID_WORDS.submit}
        </Button>
      </form>
      {/* The live region exists from the start so that the found id is announced when it arrives. */}
      <p
        role="status"
        className={
          find.data ? 'mt-6 rounded-md bg-primary-soft p-5 text-center text-base text-text' : undefined
        }
      >
        {find.data ? (
          <>
            {FIND_ID_WORDS.found}
            <strong className="mt-1 block font-kid text-2xl tracking-wide text-primary">
              {find.data.memLoginId}
            </strong>
          </>
        ) : null}
      </p>
      {find.data ? (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link variant="plain" href="/">
              {FIND_ID_WORDS.login}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link variant="plain" href="/auth/find/password">
              {FIND_ID_WORDS.findPassword}
            </Link>
          </Button>
        </div>
      ) : null}
    </FormCard>
  );
}
