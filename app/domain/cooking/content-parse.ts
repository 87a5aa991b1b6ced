import { parse as parseYaml } from 'yaml';
import { z } from '../schemas/zod';
import { SLUG_PATTERN } from '../slug';
import { FILLS, PERS, type Ingredient, type IngredientGroup, type IngredientValue } from './types';

/**
 * Ingredient content files (content/ingredients/<group>.yaml) are parsed and checked here when the
 * site is built (scripts/ingredient-content.ts): a bad file fails the build and the tests, naming
 * the file and the field. Every value names exactly one source, and every ingredient exactly one
 * default value; powders measured spooned in some source default to that value (docs/product.md).
 */
const text = z.string().trim().min(1);

const UsdaSchema = z.object({ ndb: z.string().regex(/^\d{5}$/), food: text, measure: text }).strict();

const ValueSchema = z
  .object({
    per: z.enum(PERS),
    amount: z.number().positive().optional(),
    grams: z.number().positive().finite(),
    fill: z.enum(FILLS).optional(),
    form: text.optional(),
    size: text.optional(),
    default: z.literal(true).optional(),
    /** Where GNU units took a value from, when not The Cake Bible (its comment beside the entry). */
    from: text.optional(),
    gnu: z
      .string()
      .regex(/^[a-z_]+$/)
      .optional(),
    usda: UsdaSchema.optional(),
  })
  .strict()
  .refine((v) => (v.gnu === undefined) !== (v.usda === undefined), 'each value names exactly one source (gnu or usda)')
  .refine((v) => (v.per === 'each') === (v.size !== undefined), 'a size is given for `each` values and only for them')
  .refine((v) => v.from === undefined || v.gnu !== undefined, '`from` is said of GNU units values only');

const IngredientSchema = z
  .object({
    slug: z.string().regex(SLUG_PATTERN),
    name: text,
    aliases: z.array(text).optional(),
    note: text.optional(),
    /** Sold in US sticks (½ US cup, 8 tablespoons marked on the wrapper): the pages offer the stick. */
    sticks: z.literal(true).optional(),
    /** What one piece is called ("egg"), for values per piece other than a packet or stick. */
    piece: text.optional(),
    values: z.array(ValueSchema).min(1),
  })
  .strict();

const GroupSchema = z
  .object({ group: text, order: z.number().int().nonnegative(), measuring: text, ingredients: z.array(IngredientSchema).min(1) })
  .strict();

type RawValue = z.infer<typeof ValueSchema>;

function toValue(raw: RawValue): IngredientValue {
  const value: IngredientValue = {
    per: raw.per,
    amount: raw.amount ?? 1,
    grams: raw.grams,
    isDefault: raw.default === true,
    source: raw.gnu !== undefined ? { kind: 'gnu', name: raw.gnu, ...(raw.from ? { from: raw.from } : {}) } : { kind: 'usda', ...raw.usda! },
  };
  if (raw.fill) value.fill = raw.fill;
  if (raw.form) value.form = raw.form;
  if (raw.size) value.size = raw.size;
  return value;
}

/** Reads one group file; throws naming the file and what is wrong. */
export function parseIngredientGroup(source: string, where: string): IngredientGroup {
  const parsed = GroupSchema.safeParse(parseYaml(source));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${where}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  const slug = where
    .split('/')
    .pop()!
    .replace(/\.yaml$/, '');
  const ingredients: Ingredient[] = parsed.data.ingredients.map((raw) => {
    const values = raw.values.map(toValue);
    const defaults = values.filter((v) => v.isDefault);
    if (defaults.length !== 1) throw new Error(`${where}: ${raw.slug}: exactly one value must be the default (found ${defaults.length})`);
    if (defaults[0]!.per === 'each') throw new Error(`${where}: ${raw.slug}: the default value must be a volume (cup, tbsp or tsp)`);
    const spooned = values.find((v) => v.fill === 'spooned');
    if (spooned && !spooned.isDefault) throw new Error(`${where}: ${raw.slug}: a spooned value is the default for powders`);
    const ingredient: Ingredient = { slug: raw.slug, name: raw.name, aliases: raw.aliases ?? [], group: parsed.data.group, values };
    if (raw.note) ingredient.note = raw.note;
    if (raw.sticks) ingredient.sticks = true;
    if (raw.piece) ingredient.piece = raw.piece;
    return ingredient;
  });
  return { name: parsed.data.group, slug, order: parsed.data.order, measuring: parsed.data.measuring, ingredients };
}

/** Checks across files: ingredient slugs, and names and aliases as search terms, are unique. */
export function checkIngredientGroups(groups: readonly IngredientGroup[]): void {
  const slugs = new Set<string>();
  const terms = new Map<string, string>();
  for (const group of groups) {
    for (const ingredient of group.ingredients) {
      if (slugs.has(ingredient.slug)) throw new Error(`Ingredient "${ingredient.slug}" is defined twice`);
      slugs.add(ingredient.slug);
      for (const term of [ingredient.name, ingredient.slug.replace(/-/g, ' '), ...ingredient.aliases].map((t) => t.toLowerCase())) {
        const owner = terms.get(term);
        if (owner && owner !== ingredient.slug) throw new Error(`"${term}" names both ${owner} and ${ingredient.slug}`);
        terms.set(term, ingredient.slug);
      }
    }
  }
}
