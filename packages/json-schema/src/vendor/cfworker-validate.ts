// Vendored from @cfworker/json-schema 4.1.6 (src/validate.ts), MIT License,
// Copyright (c) 2020 Jeremy Danyow. https://github.com/cfworker/cfworker
//
// Changed: `validate` runs inside `validateWith`, which takes the engine for `pattern` and
// `patternProperties` (`patternOf`) and the format checks (`formats`, and `numberFormats`, run on
// numbers as ajv-formats runs `int32`) as arguments, so that no
// schema pattern and no instance ever reaches the global `RegExp`. `control` bounds and cuts the
// work (see `ValidationControl`): every call counts a step, `uniqueItems` hashes items instead of
// comparing every pair, subschemas whose errors are never shown stop at their first error, and
// results are remembered per (schema node, value) where no dynamic scope can change them. A
// `false` schema's error is located at the schema (cfworker put the value's location there), so
// a `false` inside a union branch folds into the union's message like any other error.
// `isMultipleOf` is exported, so that enum members are judged as values are. OpenAPI's
// `nullable: true` beside a single `type` admits `null` too, as the emitters read it (they
// rewrite it to a type list). The rest is as published.
// biome-ignore-all lint: vendored code, kept as published to ease updates.
// biome-ignore-all format: vendored code, kept as published to ease updates.
import {
  deepCompareStrict,
  dereference,
  encodePointer,
  type InstanceType,
  type OutputUnit,
  type Schema,
  type SchemaDraft,
  ucs2length, 
  type ValidationResult
} from '@cfworker/json-schema';
import { firstDuplicate } from '../unique-items';

/**
 * How `validateWith` bounds and cuts its work. `step` is called once per (schema node, value
 * node) visit, per error a subschema hands up, and per value node hashed for `uniqueItems`; it
 * throws to stop validation.
 * `stopEarly`: a subschema whose errors are never shown (an `anyOf` / `oneOf` branch, `not`, an
 * `if` condition) stops at its first error; only its validity is kept. `remember`: results are
 * kept per (schema node, value), which is sound only where the document has no
 * `unevaluatedProperties`, `unevaluatedItems`, `$recursiveRef` or `$recursiveAnchor` (their
 * result depends on more than the schema node and the value).
 */
export interface ValidationControl {
  readonly step: (count?: number) => void;
  readonly stopEarly: boolean;
  readonly remember: boolean;
}

/** The error a remembered failure stands for: a wrapper, folded away like the ones it replaces. */
const REMEMBERED_FAILURE = 'A subschema had errors.';

/** A compiled schema pattern: searches like `RegExp#test`. */
export interface PatternTest {
  test(text: string): boolean;
}

/**
 * cfworker's `validate`, with the pattern engine and the format checks given: `patternOf`
 * returns the compiled pattern for a `pattern` value or a `patternProperties` key.
 */
export function validateWith(
  instance: any,
  schema: Schema | boolean,
  draft: SchemaDraft,
  lookup: Record<string, Schema | boolean>,
  shortCircuit: boolean,
  patternOf: (source: string) => PatternTest,
  formats: Record<string, (value: string) => boolean>,
  control: ValidationControl,
  numberFormats: Record<string, (value: number) => boolean>
): ValidationResult {
  const { step, stopEarly } = control;
  // Validity by `$ref` node, then by value: a value's validity against a schema node does not
  // depend on where either sits, only on dynamic scope, which `remember` rules out.
  const known = control.remember ? new Map<object, Map<unknown, boolean>>() : undefined;
  return validate(instance, schema, draft, lookup, shortCircuit);

  function validate(
    instance: any,
    schema: Schema | boolean,
    draft: SchemaDraft = '2019-09',
    lookup: Record<string, Schema | boolean> = dereference(schema),
    shortCircuit = true,
    recursiveAnchor: Schema | null = null,
    instanceLocation = '#',
    schemaLocation = '#',
    evaluated: Evaluated = Object.create(null)
  ): ValidationResult {
    step();
    // Only a `$ref` lets two paths reach the same schema node: remembering there suffices.
    if (known === undefined || typeof schema === 'boolean' || schema.$ref === undefined) {
      return counted(validateNode(instance, schema, draft, lookup, shortCircuit, recursiveAnchor, instanceLocation, schemaLocation, evaluated));
    }
    let byValue = known.get(schema);
    const valid = byValue?.get(instance);
    if (valid === true) return { valid: true, errors: [] };
    if (valid === false && shortCircuit) {
      return {
        valid: false,
        errors: [{ instanceLocation, keyword: '$ref', keywordLocation: schemaLocation, error: REMEMBERED_FAILURE }]
      };
    }
    const result = counted(validateNode(instance, schema, draft, lookup, shortCircuit, recursiveAnchor, instanceLocation, schemaLocation, evaluated));
    if (byValue === undefined) {
      byValue = new Map();
      known.set(schema, byValue);
    }
    byValue.set(instance, result.valid);
    return result;
  }

  // Each caller copies its callee's errors into its own: that copying is work too, and a schema
  // reaching one subschema along many paths multiplies it.
  function counted(result: ValidationResult): ValidationResult {
    step(result.errors.length);
    return result;
  }

  function validateNode(
    instance: any,
    schema: Schema | boolean,
    draft: SchemaDraft,
    lookup: Record<string, Schema | boolean>,
    shortCircuit: boolean,
    recursiveAnchor: Schema | null,
    instanceLocation: string,
    schemaLocation: string,
    evaluated: Evaluated
  ): ValidationResult {
    if (schema === true) {
      return { valid: true, errors: [] };
    }

    if (schema === false) {
      return {
        valid: false,
        errors: [
          {
            instanceLocation,
            keyword: 'false',
            keywordLocation: schemaLocation,
            error: 'False boolean schema.'
          }
        ]
      };
    }

    const rawInstanceType = typeof instance;
    let instanceType: Exclude<InstanceType, 'integer'>;
    switch (rawInstanceType) {
      case 'boolean':
      case 'number':
      case 'string':
        instanceType = rawInstanceType;
        break;
      case 'object':
        if (instance === null) {
          instanceType = 'null';
        } else if (Array.isArray(instance)) {
          instanceType = 'array';
        } else {
          instanceType = 'object';
        }
        break;
      default:
        // undefined, bigint, function, symbol
        throw new Error(
          `Instances of "${rawInstanceType}" type are not supported.`
        );
    }

    const {
      $ref,
      $recursiveRef,
      $recursiveAnchor,
      type: $type,
      nullable: $nullable,
      const: $const,
      enum: $enum,
      required: $required,
      not: $not,
      anyOf: $anyOf,
      allOf: $allOf,
      oneOf: $oneOf,
      if: $if,
      then: $then,
      else: $else,

      format: $format,

      properties: $properties,
      patternProperties: $patternProperties,
      additionalProperties: $additionalProperties,
      unevaluatedProperties: $unevaluatedProperties,
      minProperties: $minProperties,
      maxProperties: $maxProperties,
      propertyNames: $propertyNames,
      dependentRequired: $dependentRequired,
      dependentSchemas: $dependentSchemas,
      dependencies: $dependencies,

      prefixItems: $prefixItems,
      items: $items,
      additionalItems: $additionalItems,
      unevaluatedItems: $unevaluatedItems,
      contains: $contains,
      minContains: $minContains,
      maxContains: $maxContains,
      minItems: $minItems,
      maxItems: $maxItems,
      uniqueItems: $uniqueItems,

      minimum: $minimum,
      maximum: $maximum,
      exclusiveMinimum: $exclusiveMinimum,
      exclusiveMaximum: $exclusiveMaximum,
      multipleOf: $multipleOf,

      minLength: $minLength,
      maxLength: $maxLength,
      pattern: $pattern,

      __absolute_ref__,
      __absolute_recursive_ref__
    } = schema;

    const errors: OutputUnit[] = [];

    if ($recursiveAnchor === true && recursiveAnchor === null) {
      recursiveAnchor = schema;
    }

    if ($recursiveRef === '#') {
      const refSchema =
        recursiveAnchor === null
          ? (lookup[__absolute_recursive_ref__!] as Schema)
          : recursiveAnchor;
      const keywordLocation = `${schemaLocation}/$recursiveRef`;
      const result = validate(
        instance,
        recursiveAnchor === null ? schema : recursiveAnchor,
        draft,
        lookup,
        shortCircuit,
        refSchema,
        instanceLocation,
        keywordLocation,
        evaluated
      );
      if (!result.valid) {
        errors.push(
          {
            instanceLocation,
            keyword: '$recursiveRef',
            keywordLocation,
            error: 'A subschema had errors.'
          });
        appendAll(errors, result.errors);
      }
    }

    if ($ref !== undefined) {
      const uri = __absolute_ref__ || $ref;
      const refSchema = lookup[uri];
      if (refSchema === undefined) {
        let message = `Unresolved $ref "${$ref}".`;
        if (__absolute_ref__ && __absolute_ref__ !== $ref) {
          message += `  Absolute URI "${__absolute_ref__}".`;
        }
        message += `\nKnown schemas:\n- ${Object.keys(lookup).join('\n- ')}`;
        throw new Error(message);
      }
      const keywordLocation = `${schemaLocation}/$ref`;
      const result = validate(
        instance,
        refSchema,
        draft,
        lookup,
        shortCircuit,
        recursiveAnchor,
        instanceLocation,
        keywordLocation,
        evaluated
      );
      if (!result.valid) {
        errors.push(
          {
            instanceLocation,
            keyword: '$ref',
            keywordLocation,
            error: 'A subschema had errors.'
          });
        appendAll(errors, result.errors);
      }
      if (draft === '4' || draft === '7') {
        return { valid: errors.length === 0, errors };
      }
    }

    if (Array.isArray($type)) {
      let length = $type.length;
      let valid = false;
      for (let i = 0; i < length; i++) {
        if (
          instanceType === $type[i] ||
          ($type[i] === 'integer' &&
            instanceType === 'number' &&
            instance % 1 === 0 &&
            instance === instance)
        ) {
          valid = true;
          break;
        }
      }
      if (!valid) {
        errors.push({
          instanceLocation,
          keyword: 'type',
          keywordLocation: `${schemaLocation}/type`,
          error: `Instance type "${instanceType}" is invalid. Expected "${$type.join(
            '", "'
          )}".`
        });
      }
    } else if ($type === 'integer') {
      if (
        (instanceType !== 'number' || instance % 1 || instance !== instance) &&
        !($nullable === true && instanceType === 'null')
      ) {
        errors.push({
          instanceLocation,
          keyword: 'type',
          keywordLocation: `${schemaLocation}/type`,
          error: `Instance type "${instanceType}" is invalid. Expected "${$type}".`
        });
      }
    } else if (
      $type !== undefined &&
      instanceType !== $type &&
      !($nullable === true && instanceType === 'null')
    ) {
      errors.push({
        instanceLocation,
        keyword: 'type',
        keywordLocation: `${schemaLocation}/type`,
        error: `Instance type "${instanceType}" is invalid. Expected "${$type}".`
      });
    }

    if ($const !== undefined) {
      if (instanceType === 'object' || instanceType === 'array') {
        if (!deepCompareStrict(instance, $const)) {
          errors.push({
            instanceLocation,
            keyword: 'const',
            keywordLocation: `${schemaLocation}/const`,
            error: `Instance does not match ${JSON.stringify($const)}.`
          });
        }
      } else if (instance !== $const) {
        errors.push({
          instanceLocation,
          keyword: 'const',
          keywordLocation: `${schemaLocation}/const`,
          error: `Instance does not match ${JSON.stringify($const)}.`
        });
      }
    }

    if ($enum !== undefined) {
      if (instanceType === 'object' || instanceType === 'array') {
        if (!$enum.some(value => deepCompareStrict(instance, value))) {
          errors.push({
            instanceLocation,
            keyword: 'enum',
            keywordLocation: `${schemaLocation}/enum`,
            error: `Instance does not match any of ${JSON.stringify($enum)}.`
          });
        }
      } else if (!$enum.some(value => instance === value)) {
        errors.push({
          instanceLocation,
          keyword: 'enum',
          keywordLocation: `${schemaLocation}/enum`,
          error: `Instance does not match any of ${JSON.stringify($enum)}.`
        });
      }
    }

    // A subschema whose errors are never shown needs no more than its first.
    if (shortCircuit && errors.length > 0) return { valid: false, errors };
    if ($not !== undefined) {
      const keywordLocation = `${schemaLocation}/not`;
      const result = validate(
        instance,
        $not,
        draft,
        lookup,
        shortCircuit || stopEarly,
        recursiveAnchor,
        instanceLocation,
        keywordLocation /*,
        evaluated*/
      );
      if (result.valid) {
        errors.push({
          instanceLocation,
          keyword: 'not',
          keywordLocation,
          error: 'Instance matched "not" schema.'
        });
      }
    }

    // A subschema whose errors are never shown needs no more than its first.
    if (shortCircuit && errors.length > 0) return { valid: false, errors };
    let subEvaluateds: Array<Evaluated> = [];

    if ($anyOf !== undefined) {
      const keywordLocation = `${schemaLocation}/anyOf`;
      const errorsLength = errors.length;
      let anyValid = false;
      for (const [i, subSchema] of $anyOf.entries()) {
        const subEvaluated: Evaluated = Object.create(evaluated);
        const result = validate(
          instance,
          subSchema,
          draft,
          lookup,
          shortCircuit || stopEarly,
          $recursiveAnchor === true ? recursiveAnchor : null,
          instanceLocation,
          `${keywordLocation}/${i}`,
          subEvaluated
        );
        appendAll(errors, result.errors);
        anyValid = anyValid || result.valid;
        if (result.valid) {
          subEvaluateds.push(subEvaluated);
        }
      }
      if (anyValid) {
        errors.length = errorsLength;
      } else {
        errors.splice(errorsLength, 0, {
          instanceLocation,
          keyword: 'anyOf',
          keywordLocation,
          error: 'Instance does not match any subschemas.'
        });
      }
    }

    // A subschema whose errors are never shown needs no more than its first.
    if (shortCircuit && errors.length > 0) return { valid: false, errors };
    if ($allOf !== undefined) {
      const keywordLocation = `${schemaLocation}/allOf`;
      const errorsLength = errors.length;
      let allValid = true;
      for (const [i, subSchema] of $allOf.entries()) {
        const subEvaluated: Evaluated = Object.create(evaluated);
        const result = validate(
          instance,
          subSchema,
          draft,
          lookup,
          shortCircuit,
          $recursiveAnchor === true ? recursiveAnchor : null,
          instanceLocation,
          `${keywordLocation}/${i}`,
          subEvaluated
        );
        appendAll(errors, result.errors);
        allValid = allValid && result.valid;
        if (result.valid) {
          subEvaluateds.push(subEvaluated);
        }
      }
      if (allValid) {
        errors.length = errorsLength;
      } else {
        errors.splice(errorsLength, 0, {
          instanceLocation,
          keyword: 'allOf',
          keywordLocation,
          error: `Instance does not match every subschema.`
        });
      }
    }

    // A subschema whose errors are never shown needs no more than its first.
    if (shortCircuit && errors.length > 0) return { valid: false, errors };
    if ($oneOf !== undefined) {
      const keywordLocation = `${schemaLocation}/oneOf`;
      const errorsLength = errors.length;
      const matches = $oneOf.filter((subSchema, i) => {
        const subEvaluated: Evaluated = Object.create(evaluated);
        const result = validate(
          instance,
          subSchema,
          draft,
          lookup,
          shortCircuit || stopEarly,
          $recursiveAnchor === true ? recursiveAnchor : null,
          instanceLocation,
          `${keywordLocation}/${i}`,
          subEvaluated
        );
        appendAll(errors, result.errors);
        if (result.valid) {
          subEvaluateds.push(subEvaluated);
        }
        return result.valid;
      }).length;
      if (matches === 1) {
        errors.length = errorsLength;
      } else {
        errors.splice(errorsLength, 0, {
          instanceLocation,
          keyword: 'oneOf',
          keywordLocation,
          error: `Instance does not match exactly one subschema (${matches} matches).`
        });
      }
    }

    // A subschema whose errors are never shown needs no more than its first.
    if (shortCircuit && errors.length > 0) return { valid: false, errors };
    if (instanceType === 'object' || instanceType === 'array') {
      Object.assign(evaluated, ...subEvaluateds);
    }

    // A subschema whose errors are never shown needs no more than its first.
    if (shortCircuit && errors.length > 0) return { valid: false, errors };
    if ($if !== undefined) {
      const keywordLocation = `${schemaLocation}/if`;
      const ifEvaluated: Evaluated = Object.create(null);
      const conditionResult = validate(
        instance,
        $if,
        draft,
        lookup,
        shortCircuit || stopEarly,
        recursiveAnchor,
        instanceLocation,
        keywordLocation,
        ifEvaluated
      ).valid;
      if (conditionResult) {
        Object.assign(evaluated, ifEvaluated);
        if ($then !== undefined) {
          const thenResult = validate(
            instance,
            $then,
            draft,
            lookup,
            shortCircuit,
            recursiveAnchor,
            instanceLocation,
            `${schemaLocation}/then`,
            evaluated
          );
          if (!thenResult.valid) {
            errors.push(
              {
                instanceLocation,
                keyword: 'if',
                keywordLocation,
                error: `Instance does not match "then" schema.`
              });
            appendAll(errors, thenResult.errors);
          }
        }
      } else if ($else !== undefined) {
        const elseResult = validate(
          instance,
          $else,
          draft,
          lookup,
          shortCircuit,
          recursiveAnchor,
          instanceLocation,
          `${schemaLocation}/else`,
          evaluated
        );
        if (!elseResult.valid) {
          errors.push(
            {
              instanceLocation,
              keyword: 'if',
              keywordLocation,
              error: `Instance does not match "else" schema.`
            });
          appendAll(errors, elseResult.errors);
        }
      }
    }

    if (instanceType === 'object') {
      if ($required !== undefined) {
        for (const key of $required) {
          if (!hasOwnProperty(instance, key)) {
            errors.push({
              instanceLocation,
              keyword: 'required',
              keywordLocation: `${schemaLocation}/required`,
              error: `Instance does not have required property "${key}".`
            });
          }
        }
      }

      const keys = Object.keys(instance);

      if ($minProperties !== undefined && keys.length < $minProperties) {
        errors.push({
          instanceLocation,
          keyword: 'minProperties',
          keywordLocation: `${schemaLocation}/minProperties`,
          error: `Instance does not have at least ${$minProperties} properties.`
        });
      }

      if ($maxProperties !== undefined && keys.length > $maxProperties) {
        errors.push({
          instanceLocation,
          keyword: 'maxProperties',
          keywordLocation: `${schemaLocation}/maxProperties`,
          error: `Instance has more than ${$maxProperties} properties.`
        });
      }

      if (shortCircuit && errors.length > 0) return { valid: false, errors };
      if ($propertyNames !== undefined) {
        const keywordLocation = `${schemaLocation}/propertyNames`;
        for (const key in instance) {
          const subInstancePointer = `${instanceLocation}/${encodePointer(key)}`;
          const result = validate(
            key,
            $propertyNames,
            draft,
            lookup,
            shortCircuit,
            recursiveAnchor,
            subInstancePointer,
            keywordLocation
          );
          if (!result.valid) {
            errors.push(
              {
                instanceLocation,
                keyword: 'propertyNames',
                keywordLocation,
                error: `Property name "${key}" does not match schema.`
              });
            appendAll(errors, result.errors);
          }
        }
      }

      if ($dependentRequired !== undefined) {
        const keywordLocation = `${schemaLocation}/dependantRequired`;
        for (const key in $dependentRequired) {
          if (hasOwnProperty(instance, key)) {
            const required = $dependentRequired[key] as string[];
            for (const dependantKey of required) {
              if (!hasOwnProperty(instance, dependantKey)) {
                errors.push({
                  instanceLocation,
                  keyword: 'dependentRequired',
                  keywordLocation,
                  error: `Instance has "${key}" but does not have "${dependantKey}".`
                });
              }
            }
          }
        }
      }

      if (shortCircuit && errors.length > 0) return { valid: false, errors };
      if ($dependentSchemas !== undefined) {
        for (const [key, dependentSchema] of Object.entries($dependentSchemas)) {
          const keywordLocation = `${schemaLocation}/dependentSchemas`;
          if (hasOwnProperty(instance, key)) {
            const result = validate(
              instance,
              dependentSchema,
              draft,
              lookup,
              shortCircuit,
              recursiveAnchor,
              instanceLocation,
              `${keywordLocation}/${encodePointer(key)}`,
              evaluated
            );
            if (!result.valid) {
              errors.push(
                {
                  instanceLocation,
                  keyword: 'dependentSchemas',
                  keywordLocation,
                  error: `Instance has "${key}" but does not match dependant schema.`
                });
              appendAll(errors, result.errors);
            }
          }
        }
      }

      if (shortCircuit && errors.length > 0) return { valid: false, errors };
      if ($dependencies !== undefined) {
        const keywordLocation = `${schemaLocation}/dependencies`;
        for (const key in $dependencies) {
          if (hasOwnProperty(instance, key)) {
            const propsOrSchema = $dependencies[key] as Schema | string[];
            if (Array.isArray(propsOrSchema)) {
              for (const dependantKey of propsOrSchema) {
                if (!hasOwnProperty(instance, dependantKey)) {
                  errors.push({
                    instanceLocation,
                    keyword: 'dependencies',
                    keywordLocation,
                    error: `Instance has "${key}" but does not have "${dependantKey}".`
                  });
                }
              }
            } else {
              const result = validate(
                instance,
                propsOrSchema,
                draft,
                lookup,
                shortCircuit,
                recursiveAnchor,
                instanceLocation,
                `${keywordLocation}/${encodePointer(key)}`
              );
              if (!result.valid) {
                errors.push(
                  {
                    instanceLocation,
                    keyword: 'dependencies',
                    keywordLocation,
                    error: `Instance has "${key}" but does not match dependant schema.`
                  });
                appendAll(errors, result.errors);
              }
            }
          }
        }
      }

      if (shortCircuit && errors.length > 0) return { valid: false, errors };
      const thisEvaluated = Object.create(null);

      let stop = false;

      if ($properties !== undefined) {
        const keywordLocation = `${schemaLocation}/properties`;
        for (const [key, propertySchema] of Object.entries($properties)) {
          if (!hasOwnProperty(instance, key)) {
            continue;
          }
          const subInstancePointer = `${instanceLocation}/${encodePointer(key)}`;
          const result = validate(
            instance[key],
            propertySchema,
            draft,
            lookup,
            shortCircuit,
            recursiveAnchor,
            subInstancePointer,
            `${keywordLocation}/${encodePointer(key)}`
          );
          // Covered by "properties" whether or not it is valid, so "additionalProperties"
          // must not apply to it. Only a valid result is an annotation for "unevaluatedProperties".
          thisEvaluated[key] = true;
          if (result.valid) {
            evaluated[key] = true;
          } else {
            stop = shortCircuit;
            errors.push(
              {
                instanceLocation,
                keyword: 'properties',
                keywordLocation,
                error: `Property "${key}" does not match schema.`
              });
            appendAll(errors, result.errors);
            if (stop) break;
          }
        }
      }

      if (!stop && $patternProperties !== undefined) {
        const keywordLocation = `${schemaLocation}/patternProperties`;
        for (const [pattern, subSchema] of Object.entries($patternProperties)) {
          const regex = patternOf(pattern);
          for (const key in instance) {
            if (!regex.test(key)) {
              continue;
            }
            const subInstancePointer = `${instanceLocation}/${encodePointer(
              key
            )}`;
            const result = validate(
              instance[key],
              subSchema,
              draft,
              lookup,
              shortCircuit,
              recursiveAnchor,
              subInstancePointer,
              `${keywordLocation}/${encodePointer(pattern)}`
            );
            // Covered by "patternProperties" whether or not it is valid; see "properties" above.
            thisEvaluated[key] = true;
            if (result.valid) {
              evaluated[key] = true;
            } else {
              stop = shortCircuit;
              errors.push(
                {
                  instanceLocation,
                  keyword: 'patternProperties',
                  keywordLocation,
                  error: `Property "${key}" matches pattern "${pattern}" but does not match associated schema.`
                });
              appendAll(errors, result.errors);
            }
          }
        }
      }

      if (!stop && $additionalProperties !== undefined) {
        const keywordLocation = `${schemaLocation}/additionalProperties`;
        for (const key in instance) {
          if (thisEvaluated[key]) {
            continue;
          }
          const subInstancePointer = `${instanceLocation}/${encodePointer(key)}`;
          const result = validate(
            instance[key],
            $additionalProperties,
            draft,
            lookup,
            shortCircuit,
            recursiveAnchor,
            subInstancePointer,
            keywordLocation
          );
          if (result.valid) {
            evaluated[key] = true;
          } else {
            stop = shortCircuit;
            errors.push(
              {
                instanceLocation,
                keyword: 'additionalProperties',
                keywordLocation,
                error: `Property "${key}" does not match additional properties schema.`
              });
            appendAll(errors, result.errors);
          }
        }
      } else if (!stop && $unevaluatedProperties !== undefined) {
        const keywordLocation = `${schemaLocation}/unevaluatedProperties`;
        for (const key in instance) {
          if (!evaluated[key]) {
            const subInstancePointer = `${instanceLocation}/${encodePointer(
              key
            )}`;
            const result = validate(
              instance[key],
              $unevaluatedProperties,
              draft,
              lookup,
              shortCircuit,
              recursiveAnchor,
              subInstancePointer,
              keywordLocation
            );
            if (result.valid) {
              evaluated[key] = true;
            } else {
              errors.push(
                {
                  instanceLocation,
                  keyword: 'unevaluatedProperties',
                  keywordLocation,
                  error: `Property "${key}" does not match unevaluated properties schema.`
                });
              appendAll(errors, result.errors);
            }
          }
        }
      }
    } else if (instanceType === 'array') {
      if ($maxItems !== undefined && instance.length > $maxItems) {
        errors.push({
          instanceLocation,
          keyword: 'maxItems',
          keywordLocation: `${schemaLocation}/maxItems`,
          error: `Array has too many items (${instance.length} > ${$maxItems}).`
        });
      }

      if ($minItems !== undefined && instance.length < $minItems) {
        errors.push({
          instanceLocation,
          keyword: 'minItems',
          keywordLocation: `${schemaLocation}/minItems`,
          error: `Array has too few items (${instance.length} < ${$minItems}).`
        });
      }

      if (shortCircuit && errors.length > 0) return { valid: false, errors };
      const length: number = instance.length;
      let i = 0;
      let stop = false;

      if ($prefixItems !== undefined) {
        const keywordLocation = `${schemaLocation}/prefixItems`;
        const length2 = Math.min($prefixItems.length, length);
        for (; i < length2; i++) {
          const result = validate(
            instance[i],
            $prefixItems[i]!,
            draft,
            lookup,
            shortCircuit,
            recursiveAnchor,
            `${instanceLocation}/${i}`,
            `${keywordLocation}/${i}`
          );
          evaluated[i] = true;
          if (!result.valid) {
            stop = shortCircuit;
            errors.push(
              {
                instanceLocation,
                keyword: 'prefixItems',
                keywordLocation,
                error: `Items did not match schema.`
              });
            appendAll(errors, result.errors);
            if (stop) break;
          }
        }
      }

      if ($items !== undefined) {
        const keywordLocation = `${schemaLocation}/items`;
        if (Array.isArray($items)) {
          const length2 = Math.min($items.length, length);
          for (; i < length2; i++) {
            const result = validate(
              instance[i],
              $items[i]!,
              draft,
              lookup,
              shortCircuit,
              recursiveAnchor,
              `${instanceLocation}/${i}`,
              `${keywordLocation}/${i}`
            );
            evaluated[i] = true;
            if (!result.valid) {
              stop = shortCircuit;
              errors.push(
                {
                  instanceLocation,
                  keyword: 'items',
                  keywordLocation,
                  error: `Items did not match schema.`
                });
              appendAll(errors, result.errors);
              if (stop) break;
            }
          }
        } else {
          for (; i < length; i++) {
            const result = validate(
              instance[i],
              $items,
              draft,
              lookup,
              shortCircuit,
              recursiveAnchor,
              `${instanceLocation}/${i}`,
              keywordLocation
            );
            evaluated[i] = true;
            if (!result.valid) {
              stop = shortCircuit;
              errors.push(
                {
                  instanceLocation,
                  keyword: 'items',
                  keywordLocation,
                  error: `Items did not match schema.`
                });
              appendAll(errors, result.errors);
              if (stop) break;
            }
          }
        }

        if (!stop && $additionalItems !== undefined) {
          const keywordLocation = `${schemaLocation}/additionalItems`;
          for (; i < length; i++) {
            const result = validate(
              instance[i],
              $additionalItems,
              draft,
              lookup,
              shortCircuit,
              recursiveAnchor,
              `${instanceLocation}/${i}`,
              keywordLocation
            );
            evaluated[i] = true;
            if (!result.valid) {
              stop = shortCircuit;
              errors.push(
                {
                  instanceLocation,
                  keyword: 'additionalItems',
                  keywordLocation,
                  error: `Items did not match additional items schema.`
                });
              appendAll(errors, result.errors);
            }
          }
        }
      }

      if ($contains !== undefined) {
        if (length === 0 && $minContains === undefined) {
          errors.push({
            instanceLocation,
            keyword: 'contains',
            keywordLocation: `${schemaLocation}/contains`,
            error: `Array is empty. It must contain at least one item matching the schema.`
          });
        } else if ($minContains !== undefined && length < $minContains) {
          errors.push({
            instanceLocation,
            keyword: 'minContains',
            keywordLocation: `${schemaLocation}/minContains`,
            error: `Array has less items (${length}) than minContains (${$minContains}).`
          });
        } else {
          const keywordLocation = `${schemaLocation}/contains`;
          const errorsLength = errors.length;
          let contained = 0;
          for (let j = 0; j < length; j++) {
            const result = validate(
              instance[j],
              $contains,
              draft,
              lookup,
              shortCircuit,
              recursiveAnchor,
              `${instanceLocation}/${j}`,
              keywordLocation
            );
            if (result.valid) {
              evaluated[j] = true;
              contained++;
            } else {
              appendAll(errors, result.errors);
            }
          }

          if (contained >= ($minContains || 0)) {
            errors.length = errorsLength;
          }

          if ($minContains === undefined && contained === 0) {
            errors.splice(errorsLength, 0, {
              instanceLocation,
              keyword: 'contains',
              keywordLocation,
              error: `Array does not contain item matching schema.`
            });
          } else if ($minContains !== undefined && contained < $minContains) {
            errors.push({
              instanceLocation,
              keyword: 'minContains',
              keywordLocation: `${schemaLocation}/minContains`,
              error: `Array must contain at least ${$minContains} items matching schema. Only ${contained} items were found.`
            });
          } else if ($maxContains !== undefined && contained > $maxContains) {
            errors.push({
              instanceLocation,
              keyword: 'maxContains',
              keywordLocation: `${schemaLocation}/maxContains`,
              error: `Array may contain at most ${$maxContains} items matching schema. ${contained} items were found.`
            });
          }
        }
      }

      if (!stop && $unevaluatedItems !== undefined) {
        const keywordLocation = `${schemaLocation}/unevaluatedItems`;
        for (i; i < length; i++) {
          if (evaluated[i]) {
            continue;
          }
          const result = validate(
            instance[i],
            $unevaluatedItems,
            draft,
            lookup,
            shortCircuit,
            recursiveAnchor,
            `${instanceLocation}/${i}`,
            keywordLocation
          );
          evaluated[i] = true;
          if (!result.valid) {
            errors.push(
              {
                instanceLocation,
                keyword: 'unevaluatedItems',
                keywordLocation,
                error: `Items did not match unevaluated items schema.`
              });
            appendAll(errors, result.errors);
          }
        }
      }

      if ($uniqueItems) {
        const duplicate = firstDuplicate(instance, step);
        if (duplicate !== undefined) {
          errors.push({
            instanceLocation,
            keyword: 'uniqueItems',
            keywordLocation: `${schemaLocation}/uniqueItems`,
            error: `Duplicate items at indexes ${duplicate[0]} and ${duplicate[1]}.`
          });
        }
      }
    } else if (instanceType === 'number') {
      if (draft === '4') {
        if (
          $minimum !== undefined &&
          (($exclusiveMinimum === true && instance <= $minimum) ||
            instance < $minimum)
        ) {
          errors.push({
            instanceLocation,
            keyword: 'minimum',
            keywordLocation: `${schemaLocation}/minimum`,
            error: `${instance} is less than ${
              $exclusiveMinimum ? 'or equal to ' : ''
            } ${$minimum}.`
          });
        }
        if (
          $maximum !== undefined &&
          (($exclusiveMaximum === true && instance >= $maximum) ||
            instance > $maximum)
        ) {
          errors.push({
            instanceLocation,
            keyword: 'maximum',
            keywordLocation: `${schemaLocation}/maximum`,
            error: `${instance} is greater than ${
              $exclusiveMaximum ? 'or equal to ' : ''
            } ${$maximum}.`
          });
        }
      } else {
        if ($minimum !== undefined && instance < $minimum) {
          errors.push({
            instanceLocation,
            keyword: 'minimum',
            keywordLocation: `${schemaLocation}/minimum`,
            error: `${instance} is less than ${$minimum}.`
          });
        }
        if ($maximum !== undefined && instance > $maximum) {
          errors.push({
            instanceLocation,
            keyword: 'maximum',
            keywordLocation: `${schemaLocation}/maximum`,
            error: `${instance} is greater than ${$maximum}.`
          });
        }
        if ($exclusiveMinimum !== undefined && instance <= $exclusiveMinimum) {
          errors.push({
            instanceLocation,
            keyword: 'exclusiveMinimum',
            keywordLocation: `${schemaLocation}/exclusiveMinimum`,
            error: `${instance} is less than ${$exclusiveMinimum}.`
          });
        }
        if ($exclusiveMaximum !== undefined && instance >= $exclusiveMaximum) {
          errors.push({
            instanceLocation,
            keyword: 'exclusiveMaximum',
            keywordLocation: `${schemaLocation}/exclusiveMaximum`,
            error: `${instance} is greater than or equal to ${$exclusiveMaximum}.`
          });
        }
      }
      if ($multipleOf !== undefined) {
        if (!isMultipleOf(instance, $multipleOf)) {
          errors.push({
            instanceLocation,
            keyword: 'multipleOf',
            keywordLocation: `${schemaLocation}/multipleOf`,
            error: `${instance} is not a multiple of ${$multipleOf}.`
          });
        }
      }
      if (
        $format !== undefined &&
        numberFormats[$format] &&
        !numberFormats[$format](instance)
      ) {
        errors.push({
          instanceLocation,
          keyword: 'format',
          keywordLocation: `${schemaLocation}/format`,
          error: `Number does not match format "${$format}".`
        });
      }
    } else if (instanceType === 'string') {
      const length =
        $minLength === undefined && $maxLength === undefined
          ? 0
          : ucs2length(instance);
      if ($minLength !== undefined && length < $minLength) {
        errors.push({
          instanceLocation,
          keyword: 'minLength',
          keywordLocation: `${schemaLocation}/minLength`,
          error: `String is too short (${length} < ${$minLength}).`
        });
      }
      if ($maxLength !== undefined && length > $maxLength) {
        errors.push({
          instanceLocation,
          keyword: 'maxLength',
          keywordLocation: `${schemaLocation}/maxLength`,
          error: `String is too long (${length} > ${$maxLength}).`
        });
      }
      if ($pattern !== undefined && !patternOf($pattern).test(instance)) {
        errors.push({
          instanceLocation,
          keyword: 'pattern',
          keywordLocation: `${schemaLocation}/pattern`,
          error: `String does not match pattern.`
        });
      }
      if (
        $format !== undefined &&
        formats[$format] &&
        !formats[$format](instance)
      ) {
        errors.push({
          instanceLocation,
          keyword: 'format',
          keywordLocation: `${schemaLocation}/format`,
          error: `String does not match format "${$format}".`
        });
      }
    }

    return { valid: errors.length === 0, errors };
  }
}

export type Evaluated = Record<string | number, boolean>;

// A loop, not `push(...from)`: spreading a very long array as arguments overflows the stack.
function appendAll(to: OutputUnit[], from: readonly OutputUnit[]): void {
  for (const unit of from) to.push(unit);
}

function hasOwnProperty(instance: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(instance, key);
}

function decimalInteger(
  value: number
): [coefficient: bigint, exponent: number] {
  const coefficientAndExponent = Math.abs(value).toString().split('e');
  const coefficient = coefficientAndExponent[0]!;
  const exponent = coefficientAndExponent[1] ?? '0';
  const point = coefficient.indexOf('.');
  const fractionLength = point === -1 ? 0 : coefficient.length - point - 1;
  return [
    BigInt(coefficient.replace('.', '')),
    Number(exponent) - fractionLength
  ];
}

export function isMultipleOf(instance: number, divisor: number): boolean {
  if (!Number.isFinite(instance) || !Number.isFinite(divisor) || divisor <= 0) {
    return false;
  }

  const [instanceCoefficient, instanceExponent] = decimalInteger(instance);
  const [divisorCoefficient, divisorExponent] = decimalInteger(divisor);
  const exponentDifference = instanceExponent - divisorExponent;

  if (exponentDifference >= 0) {
    return (
      (instanceCoefficient * 10n ** BigInt(exponentDifference)) %
        divisorCoefficient ===
      0n
    );
  }

  return (
    instanceCoefficient %
      (divisorCoefficient * 10n ** BigInt(-exponentDifference)) ===
    0n
  );
}

