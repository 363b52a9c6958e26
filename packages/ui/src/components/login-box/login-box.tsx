import { useImperativeHandle, useRef, useState, type ComponentProps, type FormEvent, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Link } from '../link';
import { TextField } from '../text-field';

export type LoginField = 'memLoginId' | 'memPwd';
export type LoginValues = { memLoginId: string; memPwd: string; rememberMe: boolean };

/** What the page can do with the box after a validation dialog (spec §5: scroll to the first failing field). */
export type LoginBoxHandle = {
  /** Scrolls the field into view and focuses it. */
  focusField: (field: LoginField) => void;
};

export type LoginBoxWords = {
  /** Name of the form, e.g. '로그인'. */
  title: string;
  loginId: string;
  password: string;
  rememberId: string;
  submit: string;
  findId: string;
  findPassword: string;
  /** Name of the password show/hide toggle, e.g. '비밀번호 보기' (no toggle without it). */
  showPassword?: string;
};

export type LoginBoxProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'ref' | 'children'> & {
  ref?: Ref<LoginBoxHandle>;
  defaultLoginId?: string;
  defaultRememberMe?: boolean;
  /** Called with the values as typed; the page validates them (domain validateLoginForm) and shows the dialog. */
  onSubmit: (values: LoginValues) => void;
  /** A sign-in is under way: the button shows a spinner and ignores presses. */
  pending?: boolean;
  /**
   * Whether the page can take a sign-in yet (default true). A server-rendered page passes false until it is
   * hydrated: the button stays disabled, so an early press neither gets lost nor submits the form natively.
   */
  ready?: boolean;
  words: LoginBoxWords;
  findIdHref?: string;
  findPasswordHref?: string;
};

/**
 * The signed-out box of the header (spec §2, §5): login id, password, remember id, sign in, find id, find password.
 * Compact in a row on desktop, stacked on mobile. It does not validate: the page does, then calls `focusField`.
 */
export function LoginBox({
  ref,
  defaultLoginId = '',
  defaultRememberMe = false,
  onSubmit,
  pending = false,
  ready = true,
  words,
  findIdHref = '/auth/find/id',
  findPasswordHref = '/auth/find/password',
  className,
  ...props
}: LoginBoxProps) {
  const [rememberMe, setRememberMe] = useState(defaultRememberMe);
  const idRef = useRef<HTMLInputElement>(null);
  const pwRef = useRef<HTMLInputElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      focusField(field) {
        const input = field === 'memLoginId' ? idRef.current : pwRef.current;
        if (!input) return;
        input.scrollIntoView({ block: 'center' });
        input.focus({ preventScroll: true });
      },
    }),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    onSubmit({
      memLoginId: String(data.get('memLoginId') ?? ''),
      memPwd: String(data.get('memPwd') ?? ''),
      rememberMe,
    });
  };

  return (
    <form
      aria-label={words.title}
      data-slot="login-box"
      noValidate
      className={cn('flex flex-col gap-3 desktop:gap-2', className)}
      onSubmit={submit}
      {...props}
    >
      <div className="flex flex-col gap-3 desktop:flex-row desktop:items-end desktop:gap-2">
        <TextField
          ref={idRef}
          label={words.loginId}
          name="memLoginId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={defaultLoginId}
          className="desktop:w-40"
        />
        <TextField
          ref={pwRef}
          label={words.password}
          name="memPwd"
          type="password"
          autoComplete="current-password"
          revealLabel={words.showPassword}
          className="desktop:w-40"
        />
        <Button type="submit" loading={pending} disabled={!ready}>
          {words.submit}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <Checkbox
          label={words.rememberId}
          checked={rememberMe}
          onCheckedChange={(value) => setRememberMe(value === true)}
        />
        <ul className="flex items-center gap-3">
          <li>
            <Link
              variant="plain"
              href={findIdHref}
              className="inline-flex min-h-6 items-center text-muted underline-offset-4 hover:text-primary hover:underline"
            >
              {words.findId}
            </Link>
          </li>
          <li className="border-l border-border pl-3">
            <Link
              variant="plain"
              href={findPasswordHref}
              className="inline-flex min-h-6 items-center text-muted underline-offset-4 hover:text-primary hover:underline"
            >
              {words.findPassword}
            </Link>
          </li>
        </ul>
      </div>
    </form>
  );
}
