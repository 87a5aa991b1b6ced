import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { useT, type MessageKey } from '~/i18n/t';

const TIPS: readonly MessageKey[] = ['countdown.tip1', 'countdown.tip2', 'countdown.tip3', 'countdown.tip4', 'countdown.tip5'];

export function HowToUse() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('countdown.howTo')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 leading-relaxed">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
