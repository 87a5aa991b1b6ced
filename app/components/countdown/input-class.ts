/** The look of the countdown's text, date and zone fields. */
export const inputClass = 'h-11 w-full rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';
