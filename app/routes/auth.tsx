import { useId, useState, type FormEvent } from 'react';
import { redirect, useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { firstError, PASSWORD_HINT, SignInSchema, SignUpSchema } from '~/domain/schemas/auth';
import { postJson } from '~/lib/api-client';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireServices } from '~/server/context.server';
import type { Route } from './+types/auth';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireServices(context).auth.api.getSession({ headers: request.headers });
  if (session) throw redirect('/blog-admin');
  return null;
}

// The answer depends on the session cookie (a signed-in admin is sent on): no cache may keep it.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Blog Admin Sign In',
    description: 'Sign in or create an account to manage the blog. Converters and articles need no account.',
    path: '/auth',
    noindex: true,
  });

const AFTER_SIGN_IN = '/blog-admin';

function formValues(event: FormEvent<HTMLFormElement>) {
  return Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
}

export default function AuthPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight">Blog Admin</h1>
      <Card className="p-6">
        <Tabs defaultValue="sign-in">
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="pt-6">
            <SignInForm />
          </TabsContent>
          <TabsContent value="sign-up" className="pt-6">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}

function SignInForm() {
  const id = useId();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SignInSchema.safeParse(formValues(event));
    if (!parsed.success) return void toast.error('Error', { description: firstError(parsed.error) });
    setBusy(true);
    const result = await postJson('/api/auth/sign-in/email', { ...parsed.data, callbackURL: AFTER_SIGN_IN });
    setBusy(false);
    if (!result.ok) {
      const description =
        result.code === 'EMAIL_NOT_VERIFIED'
          ? 'Please confirm your email address first. We have sent you a new confirmation link.'
          : result.message;
      return void toast.error('Error', { description });
    }
    toast.success('You are now logged in.');
    navigate(AFTER_SIGN_IN);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" required />
      <Field id={`${id}-password`} label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = SignUpSchema.safeParse(formValues(event));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const title = issue?.path[0] === 'password' ? 'Invalid Password' : issue?.path[0] === 'email' ? 'Invalid email' : 'Error';
      return void toast.error(title, { description: firstError(parsed.error) });
    }
    setBusy(true);
    const result = await postJson('/api/auth/sign-up/email', { ...parsed.data, callbackURL: AFTER_SIGN_IN });
    setBusy(false);
    if (!result.ok) return void toast.error('Error', { description: result.message });
    form.reset();
    toast.success('Check your email for the confirmation link.');
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id={`${id}-name`} label="Display name (shown on your posts)" name="name" autoComplete="name" maxLength={100} />
      <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" required />
      <Field
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
