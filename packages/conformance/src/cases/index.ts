import type { ConformanceCase } from '../case'
import { arrayLength, record, recordKeyPattern, tuple } from './collections'
import { discriminatedUnion, intersection, recursive, union } from './composition'
import { enumNullable, enumNumber, enumString, literalNumber, literalString } from './literals'
import { boolean, integerRange, multipleOf, multipleOfFraction, numberExclusive } from './numbers'
import {
  described,
  emptyObject,
  nestedObject,
  nullable,
  nullish,
  optional,
  optionalPrototypeKeys,
  protoKey,
  prototypeKeys,
  strictObject,
  stripObject,
  withDefault,
} from './objects'
import { bigint, date, optionalRefinement, refinement, transform } from './special'
import { email, stringLength, stringPattern, url, uuid } from './strings'

/** Every logical case, by the export name each library's fixtures module must use. */
export const conformanceCases = {
  stringLength,
  stringPattern,
  email,
  uuid,
  url,
  integerRange,
  numberExclusive,
  multipleOf,
  multipleOfFraction,
  boolean,
  literalString,
  literalNumber,
  enumString,
  enumNumber,
  enumNullable,
  optional,
  nullable,
  nullish,
  withDefault,
  nestedObject,
  arrayLength,
  tuple,
  record,
  recordKeyPattern,
  union,
  discriminatedUnion,
  intersection,
  recursive,
  date,
  bigint,
  transform,
  refinement,
  optionalRefinement,
  described,
  strictObject,
  stripObject,
  emptyObject,
  protoKey,
  prototypeKeys,
  optionalPrototypeKeys,
} as const satisfies Record<string, ConformanceCase>

/** The name of a logical case. */
export type CaseName = keyof typeof conformanceCases
