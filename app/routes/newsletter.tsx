import { CircleCheck, CircleX } from 'lucide-react';
import { data } from 'react-router';
import { NewsletterBox } from '~/components/newsletter-box.island';
import { newsletterBoxProps } from '~/components/newsletter-box-props';
import { newsletterWords, retryText } from '~/components/newsletter-messages';
import { languageByCode, languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { Island } from '~/islands/island';
import { CACHE_CONTROL } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { signUpRequest } from '~/api/newsletter.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/newsletter';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** HTTP status of each outcome, as the JSON endpoint answers it. */
const STATUS = { pending: 200, invalid: 400, 'already-subscribed': 409, 'too-many': 429, failed: 500 } as const;

export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(request);
  return {
    title: t('newsletter.title'),
    description: t('newsletter.description'),
    path: pagePath(languageOfPath(new URL(request.url).pathname), 'newsletter'),
  };
}

/**
 * The newsletter box's form without script posts here (with script it calls POST /api/newsletter
 * and shows a toast): the same signup, in the page's language, answered with a page that says how
 * it went. Protected from other sites' forms as every POST is (the Origin check,
 * docs/decisions/013-http-security.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const client = context.clientAddress?.() ?? 'unknown';
  const t = translatorFor(request);
  const result = await signUpRequest(requireServices(context), client, {
    email: form.get('email'),
    website: form.get('website'),
    language: t.language,
  });
  const words = newsletterWords(t);
  const { title, description } = words.outcomes[result.state];
  const text = result.state === 'invalid' ? words.invalidEmail : result.state === 'too-many' ? retryText(words, result.wait) : description;
  const answer = { state: result.state, title, description: text };
  const headers = result.state === 'too-many' ? { 'Retry-After': String(result.wait) } : undefined;
  return data(answer, { status: STATUS[result.state], headers });
}

// An answer to one reader's signup: no cache may keep it.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retry = actionHeaders.get('Retry-After');
  return { 'Cache-Control': CACHE_CONTROL.personal, ...(retry ? { 'Retry-After': retry } : {}) };
};

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  const language = languageByCode(t.language)!;
  const done = actionData?.state === 'pending' || actionData?.state === 'already-subscribed';
  const Icon = done ? CircleCheck : CircleX;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-20">
      {actionData ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <Icon aria-hidden className={done ? 'size-12 text-primary' : 'size-12 text-muted-foreground'} />
          <h1 className="text-3xl font-bold tracking-tight">{actionData.title}</h1>
          <p className="text-lg text-muted-foreground">{actionData.description}</p>
          {actionData.state === 'pending' && <p className="text-muted-foreground">{t('newsletter.signup.checkInbox')}</p>}
        </div>
      ) : (
        <h1 className="text-center text-3xl font-bold tracking-tight">{t('newsletter.title')}</h1>
      )}
      {/* To try again; the box is what the blog shows. */}
      {!done && <Island component={NewsletterBox} props={newsletterBoxProps(t)} load="visible" />}
      <a href={pagePath(language, 'blog')} className={`${LINK} self-center`}>
        {t('newsletter.goToBlog')}
      </a>
    </div>
  );
}

// Sent as islands (ADR 016): the header and the newsletter box, as under an article.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), { ...loaderData, noindex: true });
