import { MailCheck, MailX } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { languageByCode, languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { rich } from '~/i18n/rich';
import { useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { lookUpUnsubscribe, unsubscribeByToken } from '~/api/newsletter.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/newsletter.unsubscribe';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** GET only asks: mail scanners and link previews follow links, and must not unsubscribe anyone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const found = await lookUpUnsubscribe(requireServices(context), token);
  const t = translatorFor(request);
  const meta = {
    title: t('newsletter.unsubscribe.title'),
    description: t('newsletter.unsubscribe.description'),
    path: pagePath(languageOfPath(new URL(request.url).pathname), 'newsletter/unsubscribe'),
  };
  if (found.state === 'invalid') return data({ ...found, token, message: t('newsletter.unsubscribe.invalid'), meta }, { status: 404 });
  return { ...found, token, message: '', meta };
}

/**
 * The page's button posts here, and so does a mailbox provider's RFC 8058 one-click POST
 * (body `List-Unsubscribe=One-Click`, no cookie, no Origin) to the List-Unsubscribe URL, which is
 * this page's URL: any POST with a valid token unsubscribes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const field = form.get('token');
  const token = new URL(request.url).searchParams.get('token') ?? (typeof field === 'string' ? field : '');
  const state = await unsubscribeByToken(requireServices(context), token);
  return state === 'invalid'
    ? data({ state, message: translatorFor(request)('newsletter.unsubscribe.invalid') }, { status: 404 })
    : { state, message: '' };
}

// The URL carries a personal token: no cache may keep the page.
export const headers = cacheHeaders('personal');

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = languageByCode(t.language)!;
  const submitting = useNavigation().state === 'submitting';
  const done = actionData?.state === 'unsubscribed' || loaderData.state === 'unsubscribed';
  const invalid = actionData?.state === 'invalid' || loaderData.state === 'invalid';

  let body;
  if (done) {
    body = (
      <>
        <MailCheck aria-hidden className="size-12 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight">{t('newsletter.unsubscribe.done')}</h1>
        <p className="text-lg text-muted-foreground">{t('newsletter.unsubscribe.doneText')}</p>
      </>
    );
  } else if (invalid) {
    body = (
      <>
        <MailX aria-hidden className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">{t('newsletter.unsubscribe.invalidTitle')}</h1>
        <p className="text-lg text-muted-foreground">{actionData?.message || loaderData.message}</p>
        <p className="text-muted-foreground">
          {rich(t('newsletter.unsubscribe.invalidHelp'), {
            link: (chunk) => (
              <Link to={pagePath(language, 'contact')} className={LINK}>
                {chunk}
              </Link>
            ),
          })}
        </p>
      </>
    );
  } else {
    body = (
      <>
        <MailX aria-hidden className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">{t('newsletter.unsubscribe.heading')}</h1>
        <p className="text-lg text-muted-foreground">
          {loaderData.state === 'subscribed'
            ? rich(t('newsletter.unsubscribe.ask', { email: loaderData.email }), {
                email: (chunk) => <strong className="text-foreground">{chunk}</strong>,
              })
            : null}
        </p>
        <Form method="post" replace>
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? t('newsletter.unsubscribe.busy') : t('newsletter.unsubscribe.button')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {body}
      <Link to={pagePath(language, 'blog')} className={LINK}>
        {t('newsletter.goToBlog')}
      </Link>
    </div>
  );
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), { ...loaderData.meta, noindex: true });
