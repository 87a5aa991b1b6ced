/** Public pages that are not converters, in the order the sitemap lists them. */
export const INFORMATION_PAGES = [
  { path: '/about', title: 'About Us' },
  { path: '/contact', title: 'Contact' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/sitemap', title: 'Site Map' },
] as const;

export const CALCULATOR_PATHS = ['/mortgage', '/countdown'] as const;

/** The cooking-by-ingredient pages (docs/decisions/059-cooking-by-ingredient.md); each ingredient's page is listed too. */
export const COOKING_PAGES = [
  { path: '/cooking/ingredients', title: 'Cups to Grams by Ingredient' },
  { path: '/cooking/recipe', title: 'Recipe Converter' },
] as const;
