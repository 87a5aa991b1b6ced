import { checkIngredientGroups, parseIngredientGroup } from './content-parse';
import type { IngredientGroup } from './types';

const files = import.meta.glob<string>('../../../content/ingredients/*.yaml', { query: '?raw', import: 'default', eager: true });

/**
 * Every ingredient group, from content/ingredients/<group>.yaml, in display order. The site's builds
 * replace this module by the groups parsed while building (scripts/ingredient-content.ts).
 */
export const ingredientGroups: readonly IngredientGroup[] = Object.entries(files)
  .map(([path, source]) => parseIngredientGroup(source, path.replace(/^(\.\.\/)+/, '')))
  .sort((a, b) => a.order - b.order);
checkIngredientGroups(ingredientGroups);
