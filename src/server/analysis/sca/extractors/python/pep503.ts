/**
 * A Python distribution name normalized as PEP 503 does (`Typing_Extensions` → `typing-extensions`): how
 * lockfiles that spell the same package differently (`typing_extensions` in a dependency table,
 * `typing-extensions` as the package) are linked. Components keep the name as written.
 */
export const normalizePythonName = (name: string): string => name.toLowerCase().replace(/[-_.]+/g, '-');
