import { redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '~/components/auth/forgot-password-form';
import { ResetPasswordForm } from '~/components/auth/reset-password-form';
import { SignInForm } from '~/components/auth/sign-in-form';
import { SignUpForm } from '~/components/auth/sign-up-form';
import { Card } from '~/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireServices } from '~/services/context.server';
import { checkAdmin } from '~/services/guards.server';
import type { RouterHandle } from '~/islands/island';
import type { Route } from './+types/auth';

// Signed-in forms that React Router hydrates whole, not sent as islands (docs/decisions/016-islands.md).
export const handle: RouterHandle = { hydrate: 'router' };

/**
 * docs/product.md#accounts: a session goes on, an admin's to /blog-admin and a reader's to /account,
 * which says what the account is for and signs it out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const check = await checkAdmin(requireServices(context), request.headers);
  if (check.state === 'admin') throw redirect(AFTER_SIGN_IN);
  if (check.state === 'not-admin') throw redirect(READER_AFTER_SIGN_IN);
  return null;
}

// The answer depends on the session cookie (a signed-in admin is sent on): no cache may keep it.
export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Blog Admin Sign In',
    description: 'Sign in or create an account to manage the blog. Converters and articles need no account.',
    path: '/auth',
    noindex: true,
  });

const AFTER_SIGN_IN = '/blog-admin';
const READER_AFTER_SIGN_IN = '/account';
/** Where a mailed reset link lands (better-auth adds ?token= or ?error=INVALID_TOKEN). */
const RESET_PATH = '/auth';

export default function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The loader runs again and sends the session on.
  const reload = () => void revalidator.revalidate();
  const token = params.get('token');
  const view = token ? 'reset' : params.get('view') === 'forgot' || params.get('error') === 'INVALID_TOKEN' ? 'forgot' : 'tabs';

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight">Blog Admin</h1>
      <Card className="p-6">
        {view === 'reset' ? (
          <ResetPasswordForm
            token={token!}
            onDone={() => navigate('/auth', { replace: true })}
            onInvalidLink={() => navigate('/auth?error=INVALID_TOKEN', { replace: true })}
          />
        ) : view === 'forgot' ? (
          <ForgotPasswordForm resetPath={RESET_PATH} linkExpired={params.get('error') === 'INVALID_TOKEN'} />
        ) : (
          <Tabs defaultValue="sign-in">
            <TabsList aria-label="Sign in or sign up">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="pt-6">
              <SignInForm callbackURL={AFTER_SIGN_IN} onSignedIn={reload} />
            </TabsContent>
            <TabsContent value="sign-up" className="pt-6">
              <SignUpForm callbackURL={AFTER_SIGN_IN} />
            </TabsContent>
          </Tabs>
        )}
      </Card>
    </div>
  );
}
