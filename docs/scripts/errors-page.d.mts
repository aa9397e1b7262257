/** Where the error-code reference is written. */
export const ERRORS_PAGE: string
/** The page's Markdown, from the codes of the sources and their explanations. */
export function errorsPage(): string
