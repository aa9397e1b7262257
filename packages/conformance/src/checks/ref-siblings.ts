// Draft-07 and OpenAPI 3.0 ignore every keyword beside a `$ref`; the checks that read a schema
// as those targets do leave them out, all but the ones named here.

/**
 * The keywords that stay beside a `$ref` when its other siblings are left out: the
 * definitions, which other `$ref`s still reach by their JSON pointer.
 */
export const DEFINITIONS_BESIDE_REF: readonly string[] = ['$defs', 'definitions']
