import { useMemo, useState } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { computeMortgage, MAX_TERM_MONTHS } from '~/domain/mortgage';
import { CheckboxField, MonthField, MonthOfYearField, NumberField, type UnitSwitch } from './mortgage-fields';
import {
  fieldsFromQuery,
  fieldsToQuery,
  fieldNote,
  fieldValue,
  inputFromFields,
  isPercent,
  restyleFields,
  withField,
  type FieldName,
  type MortgageFields,
  type NumberFieldName,
} from './mortgage-params';
import { MortgageContext, useChosenStyle, word, type MortgageLocale } from './mortgage-locale';
import { MortgageResults } from './mortgage-results';

const MAX_YEARS = MAX_TERM_MONTHS / 12;
/** Plan B's fields belong to the comparison, an island of its own that writes them to the address. */
const PLAN_B: readonly FieldName[] = ['byears', 'brate', 'bx'];

/**
 * The calculator: inputs, results and early payoff. The inputs are kept as the text typed (so "6."
 * can be typed on the way to "6.5") and mirrored into the URL query, which the amortization and
 * comparison sections (islands of their own) read.
 */
export function MortgageCalculator({ defaultStart, locale: pageLocale }: { defaultStart: string; locale: MortgageLocale }) {
  const locale = useChosenStyle(pageLocale);
  const { style, before, after } = locale.money;
  const [params, setParams] = useSearchParams();
  const [fields, setFields] = useState<MortgageFields>(() => fieldsFromQuery(params, defaultStart, style));
  // The reader's number style, once known or switched: the fields written plainly in the one before follow it.
  const [fieldsStyle, setFieldsStyle] = useState(style);
  if (fieldsStyle !== style) {
    setFieldsStyle(style);
    setFields(restyleFields(fields, fieldsStyle, style));
  }
  const input = useMemo(() => inputFromFields(fields, defaultStart, style), [fields, defaultStart, style]);
  const result = useMemo(() => computeMortgage(input), [input]);
  const hasPrice = input.homePrice! > 0;
  const w = (key: Parameters<typeof word>[1], values?: Record<string, string | number>) => word(locale, key, values);
  // The currency's sign, on the side of the amount the language writes it.
  const currency = { prefix: before.trim() || undefined, suffix: after.trim() || undefined };

  function update(name: FieldName, value: string) {
    const next = withField(fields, name, value, style);
    setFields(next);
    const current = fieldsFromQuery(params, defaultStart, style);
    const planB = Object.fromEntries(PLAN_B.map((key) => [key, current[key]]));
    // Replace, not push: typing must not fill the back button's history.
    setParams(fieldsToQuery({ ...next, ...planB }, style), { replace: true });
  }

  const field = (name: FieldName) => ({ value: fields[name], onChange: (v: string) => update(name, v) });
  // A number field also says how it read text that was no plain number ("300,000": read as 300000),
  // why it counts as 0 ("Not a number — read as 0", "Interest rate cannot be negative — read as 0"),
  // or that a value it uses is unlikely (a 65 % rate).
  const numberField = (name: NumberFieldName) => ({ ...field(name), ...fieldNote(name, fields[name], locale) });
  // The switch's values stay '$' and '%' in the address, whatever the currency.
  const options = [
    ['$', (currency.prefix ?? currency.suffix)!],
    ['%', w('calc.percentOfPrice')],
  ] as const;
  const unit = (name: 'dunit' | 'tunit' | 'iunit', label: string): UnitSwitch => ({ label, ...field(name), options });
  const money = (name: 'down' | 'tax' | 'ins') => (isPercent(fields, name) ? { suffix: '%' } : currency);

  return (
    <MortgageContext value={locale}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Card className="@container">
            <CardHeader>
              <CardTitle>{w('calc.loanDetails')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 @lg:grid-cols-2">
              <NumberField label={w('calc.price')} {...currency} hint={w('calc.priceHint')} {...numberField('price')} />
              <NumberField label={w('calc.down')} {...money('down')} unit={unit('dunit', w('calc.downUnit'))} {...numberField('down')} />
              <NumberField label={w('calc.amount')} {...currency} hint={hasPrice ? w('calc.amountHint') : undefined} {...numberField('amount')} />
              <NumberField label={w('calc.rate')} suffix="%" {...numberField('rate')} />
              <NumberField
                label={w('calc.term')}
                suffix={w('calc.years')}
                hint={fieldValue('years', fields.years, style) > MAX_YEARS ? w('calc.termCap', { years: MAX_YEARS }) : undefined}
                {...numberField('years')}
              />
              <MonthField label={w('calc.start')} placeholder={w('calc.monthPlaceholder')} {...field('start')} />
            </CardContent>
          </Card>
          <Card className="@container">
            <CardHeader>
              <CardTitle>{w('calc.costs')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 @lg:grid-cols-2">
              <NumberField label={w('calc.tax')} {...money('tax')} unit={unit('tunit', w('calc.taxUnit'))} {...numberField('tax')} />
              <NumberField label={w('calc.taxIncrease')} suffix="%" {...numberField('tinc')} />
              <NumberField label={w('calc.ins')} {...money('ins')} unit={unit('iunit', w('calc.insUnit'))} {...numberField('ins')} />
              <NumberField label={w('calc.insIncrease')} suffix="%" {...numberField('iinc')} />
              <NumberField label={w('calc.pmi')} suffix={w('calc.pmiSuffix')} hint={w('calc.pmiHint')} {...numberField('pmi')} />
              <NumberField
                label={w('calc.hoa')}
                prefix={currency.prefix}
                suffix={`${currency.suffix ? `${currency.suffix} ` : ''}${w('calc.perMonth')}`}
                hint={w('calc.hoaHint')}
                {...numberField('hoa')}
              />
            </CardContent>
          </Card>
          <Card className="@container">
            <CardHeader>
              <CardTitle>{w('calc.extras')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 @lg:grid-cols-2">
              <NumberField label={w('calc.extra')} {...currency} hint={w('calc.extraHint')} className="@lg:col-span-2" {...numberField('extra')} />
              <NumberField label={w('calc.xyear')} {...currency} {...numberField('xyear')} />
              <MonthOfYearField label={w('calc.xyearMonth')} months={locale.months} {...field('xyearm')} />
              <NumberField label={w('calc.xonce')} {...currency} {...numberField('xonce')} />
              <MonthField
                label={w('calc.xonceMonth')}
                placeholder={w('calc.monthPlaceholder')}
                value={fields.xoncem || fields.start}
                onChange={(v) => update('xoncem', v)}
              />
              <CheckboxField
                label={w('calc.biweekly')}
                hint={w('calc.biweeklyHint')}
                checked={fields.bw === '1'}
                onChange={(on) => update('bw', on ? '1' : '')}
                className="@lg:col-span-2"
              />
            </CardContent>
          </Card>
        </div>
        <MortgageResults result={result} input={input} />
      </div>
    </MortgageContext>
  );
}
